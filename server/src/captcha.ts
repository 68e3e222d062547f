/** A numeric captcha drawn as a real PNG: 5x7 bitmap digits, jitter and noise, encoded with node:zlib. */
import { deflateSync, crc32 } from 'node:zlib';
import { randomInt } from 'node:crypto';

// 5x7 font, one string of 7 rows x 5 columns per digit.
const FONT: Record<string, string> = {
  '0': '01110100011001110101110011000101110',
  '1': '00100011000010000100001000010001110',
  '2': '01110100010000100010001000100011111',
  '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010',
  '5': '11111100001111000001000011000101110',
  '6': '00110010001000011110100011000101110',
  '7': '11111000010001000100010000100001000',
  '8': '01110100011000101110100011000101110',
  '9': '01110100011000101111000010001001100',
};

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** Encodes an RGB image (width*height*3 bytes) as PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Draws `answer` (digits) and returns the PNG bytes. */
export function captchaPng(answer: string): Buffer {
  const scale = 4;
  const width = 24 + answer.length * 6 * scale;
  const height = 44;
  const px = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) set(x, y, 236 + randomInt(20), 238 + randomInt(18), 242 + randomInt(14));
  // Noise lines.
  for (let l = 0; l < 5; l++) {
    let y = randomInt(height);
    const dy = (randomInt(5) - 2) / 10;
    const c = [120 + randomInt(100), 120 + randomInt(100), 120 + randomInt(100)] as const;
    for (let x = 0; x < width; x++) {
      set(x, Math.round(y), c[0], c[1], c[2]);
      y += dy;
    }
  }
  [...answer].forEach((d, k) => {
    const glyph = FONT[d] ?? FONT['0']!;
    const ox = 12 + k * 6 * scale + randomInt(3) - 1;
    const oy = 8 + randomInt(6) - 3;
    const c = [20 + randomInt(90), 20 + randomInt(90), 60 + randomInt(120)] as const;
    for (let r = 0; r < 7; r++)
      for (let col = 0; col < 5; col++)
        if (glyph[r * 5 + col] === '1')
          for (let sy = 0; sy < scale; sy++)
            for (let sx = 0; sx < scale; sx++) set(ox + col * scale + sx, oy + r * scale + sy, c[0], c[1], c[2]);
  });
  // Speckles.
  for (let s = 0; s < width * 2; s++)
    set(randomInt(width), randomInt(height), randomInt(256), randomInt(256), randomInt(256));
  return encodePng(width, height, px);
}
