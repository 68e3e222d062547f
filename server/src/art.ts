/**
 * The reference platform's game, lottery, banner, promotion, vendor and team art, as an operator's
 * image CDN serves it: raster (AVIF, WebP) at the widths the site's tiles and banners draw, from one
 * composed SVG per image (gradients, shapes, an emblem, a title treatment), deterministic per name.
 *
 * Rasterising costs tens of milliseconds an image, so each file is made once: on first request, or
 * ahead of time for the first screen's art (warmArt), and kept under the data directory, so a
 * restart serves them from disk. docs/decisions/server-raster-art.md says why this shape.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { cdnRasterWidths } from '@lobby/contract';
import type { CdnRasterKind } from '@lobby/contract';
import { escapeHtml } from './http.ts';

/** Bumped when the drawings change: old files are then never served again. */
const ART_VERSION = 'v1';

export type RasterKind = CdnRasterKind;
export type RasterFormat = 'avif' | 'webp';

/** Widths each kind is made at (the contract's list): a request for another width is refused. */
export const rasterWidths: Readonly<Record<RasterKind, readonly number[]>> = cdnRasterWidths;

export const isRasterKind = (kind: string): kind is RasterKind => Object.hasOwn(rasterWidths, kind);

const contentType: Record<RasterFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
export const rasterContentType = (format: RasterFormat): string => contentType[format];

// ---------- drawing ----------

/** A name's 32-bit FNV-1a hash: the seed of everything drawn for it. */
export const hash = (s: string): number => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** A small deterministic sequence from a name: the art's choices (palette, motif, emblem). */
function picker(seed: string) {
  let state = hash(seed) || 1;
  return (n: number): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

/** Palettes that read as game art: a deep base, a bright accent and a highlight. */
const palettes = [
  ['#2b0a3d', '#8e2de2', '#ffcc33'],
  ['#06203b', '#1c7ed6', '#7df9ff'],
  ['#3a0707', '#d62828', '#ffd166'],
  ['#062b1f', '#13a36b', '#f4e285'],
  ['#2d1600', '#e07a00', '#fff3b0'],
  ['#1a0633', '#ff2e88', '#ffe066'],
  ['#001d3d', '#00b4d8', '#ffd60a'],
  ['#240046', '#5a189a', '#ff9e00'],
  ['#0b2f2f', '#2ec4b6', '#ff9f1c'],
  ['#33001b', '#b5179e', '#4cc9f0'],
] as const;

const font = 'Poppins, "Noto Sans", "DejaVu Sans", Arial, sans-serif';

/** The emblems in a tile's middle: a 100-unit drawing centred on 0,0. */
const emblems: readonly ((accent: string, light: string) => string)[] = [
  // a cut gem
  (a, l) =>
    `<path d="M-40-12 -22-36h44l18 24-40 48z" fill="${l}"/><path d="M-40-12h80L0 36z" fill="${a}" opacity=".75"/><path d="M-22-36 0-12 22-36" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>`,
  // a gold coin
  (_a, l) =>
    `<circle r="38" fill="${l}"/><circle r="30" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/><path d="M-9-16h14a10 10 0 0 1 0 20H-9zM-9 4h16a10 10 0 0 1 0 20H-9zM-9-24v56" fill="none" stroke="#7a4b00" stroke-width="6" transform="translate(0 -4)"/>`,
  // a lucky seven
  (a, l) =>
    `<path d="M-30-34h60v12L-4 38h-20L12-20h-42z" fill="${l}" stroke="${a}" stroke-width="5" stroke-linejoin="round"/>`,
  // a star
  (a, l) =>
    `<path d="M0-42 12-13 42-11 19 8 27 38 0 21-27 38-19 8-42-11-12-13z" fill="${l}" stroke="${a}" stroke-width="4" stroke-linejoin="round"/>`,
  // a card spade
  (_a, l) =>
    `<path d="M0-40C18-18 38-8 38 10a18 18 0 0 1-32 11l6 19h-24l6-19A18 18 0 0 1-38 10C-38-8-18-18 0-40z" fill="${l}"/>`,
  // a crown
  (a, l) =>
    `<path d="M-38 22-44-24-18-2 0-36 18-2 44-24 38 22z" fill="${l}" stroke="${a}" stroke-width="4" stroke-linejoin="round"/><rect x="-38" y="24" width="76" height="10" rx="3" fill="${l}"/>`,
  // a cherry pair
  (_a, l) =>
    `<path d="M-14 6C-10-18 6-34 24-40M14 10C12-14 18-30 24-40" fill="none" stroke="#2d6a4f" stroke-width="5"/><circle cx="-16" cy="20" r="17" fill="#e63946"/><circle cx="16" cy="24" r="17" fill="#d00000"/><circle cx="-22" cy="14" r="5" fill="${l}" opacity=".7"/>`,
];

/** Backdrops behind the emblem. */
const motifs: readonly ((w: number, h: number, light: string) => string)[] = [
  // sunburst rays
  (w, h, l) => {
    const cx = w / 2;
    const cy = h * 0.42;
    const r = Math.max(w, h);
    let rays = '';
    for (let i = 0; i < 16; i += 2) {
      const a0 = (i / 16) * Math.PI * 2;
      const a1 = ((i + 1) / 16) * Math.PI * 2;
      rays += `M${cx} ${cy}L${(cx + r * Math.cos(a0)).toFixed(1)} ${(cy + r * Math.sin(a0)).toFixed(1)}L${(cx + r * Math.cos(a1)).toFixed(1)} ${(cy + r * Math.sin(a1)).toFixed(1)}z`;
    }
    return `<path d="${rays}" fill="${l}" opacity=".12"/>`;
  },
  // rings
  (w, h, l) =>
    [0.18, 0.3, 0.42, 0.54]
      .map(
        (f, i) =>
          `<circle cx="${w / 2}" cy="${h * 0.42}" r="${(Math.min(w, h) * f).toFixed(1)}" fill="none" stroke="${l}" stroke-width="${6 - i}" opacity="${0.22 - i * 0.04}"/>`,
      )
      .join(''),
  // diagonal stripes
  (w, h, l) => {
    let d = '';
    for (let x = -h; x < w; x += 36) d += `M${x} ${h}L${x + h} 0h14L${x + 14} ${h}z`;
    return `<path d="${d}" fill="${l}" opacity=".1"/>`;
  },
  // sparkles
  (w, h, l) => {
    const pick = picker(`${w}x${h}${l}`);
    let s = '';
    for (let i = 0; i < 14; i++) {
      const x = pick(w);
      const y = pick(h);
      const r = 2 + pick(5);
      s += `<path d="M${x} ${y - r * 2}L${x + r / 2} ${y - r / 2}L${x + r * 2} ${y}L${x + r / 2} ${y + r / 2}L${x} ${y + r * 2}L${x - r / 2} ${y + r / 2}L${x - r * 2} ${y}L${x - r / 2} ${y - r / 2}z" fill="${l}" opacity=".5"/>`;
    }
    return s;
  },
];

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Splits a title over at most two lines of about `per` characters. */
function titleLines(title: string, per: number): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && (line + ' ' + w).length > per) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.length > 2 ? [lines[0]!, clip(lines.slice(1).join(' '), per)] : lines.map((l) => clip(l, per + 2));
}

/** Title text with an outline and a drop shadow, the way slot art letters its names. */
const title = (
  x: number,
  y: number,
  size: number,
  s: string,
  fill: string,
  stroke: string,
  anchor: 'middle' | 'start' = 'middle',
): string => {
  const common = `x="${x}" y="${y}" font-family='${font}' font-size="${size}" font-weight="800" text-anchor="${anchor}" letter-spacing="${(size * 0.02).toFixed(1)}"`;
  const t = escapeHtml(s);
  return (
    `<text ${common} fill="#000" opacity=".45" transform="translate(0 ${(size / 12).toFixed(1)})">${t}</text>` +
    `<text ${common} fill="none" stroke="${stroke}" stroke-width="${(size / 7).toFixed(1)}" stroke-linejoin="round">${t}</text>` +
    `<text ${common} fill="${fill}">${t}</text>`
  );
};

/** A font size at which the longest line fits `width` (bold capitals are about 0.68 em wide). */
const fit = (lines: readonly string[], width: number, max: number): number =>
  Math.min(max, Math.floor(width / (0.68 * Math.max(1, ...lines.map((l) => l.length)))));

/** The picker for one image (`seed`) and the palette it draws first: base, accent, highlight. */
function artChoices(seed: string) {
  const pick = picker(seed);
  const [base, accent, light] = palettes[pick(palettes.length)]!;
  return { pick, base, accent, light };
}

/** Up to two initials of a name's words, capitalised; `?` for a name without any. */
const initials = (name: string): string =>
  name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** A square game (or lottery) tile: palette, backdrop motif, emblem, the name lettered at the foot. */
export function gameArt(id: string, name: string): string {
  const { pick, base, accent, light } = artChoices(`game:${id}`);
  const w = 240;
  const h = 240;
  const lines = titleLines(name.toUpperCase(), 13);
  const size = fit(lines, w - 24, lines.length > 1 ? 24 : 28);
  const top = h - 22 - (lines.length - 1) * (size + 2);
  return svg(
    w,
    h,
    `<defs><radialGradient id="bg" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${base}"/></radialGradient>` +
      `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${light}" stop-opacity=".7"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></linearGradient>` +
      `<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      motifs[pick(motifs.length)]!(w, h, light) +
      `<circle cx="${w / 2}" cy="${h * 0.4}" r="84" fill="url(#glow)"/>` +
      `<g transform="translate(${w / 2} ${h * 0.4}) scale(1.35)">${emblems[pick(emblems.length)]!(accent, light)}</g>` +
      `<rect y="${h * 0.58}" width="${w}" height="${h * 0.42}" fill="url(#foot)"/>` +
      lines.map((l, i) => title(w / 2, top + i * (size + 2), size, l, 'url(#ink)', base)).join(''),
  );
}

/** A banner (750 x 300): a wide gradient, light beams, coins, the title large with a call to play. */
export function bannerArt(id: string, text: string): string {
  const { pick, base, accent, light } = artChoices(`banner:${id}`);
  const w = 750;
  const h = 300;
  const lines = titleLines(text.toUpperCase(), 16);
  const size = fit(lines, 440, lines.length > 1 ? 46 : 56);
  const top = lines.length > 1 ? 112 : 140;
  let coins = '';
  for (let i = 0; i < 6; i++) {
    const x = 470 + pick(260);
    const y = 30 + pick(240);
    const r = 16 + pick(22);
    coins += `<g transform="translate(${x} ${y}) rotate(${pick(60) - 30})"><ellipse rx="${r}" ry="${(r * 0.86).toFixed(1)}" fill="${light}"/><ellipse rx="${(r * 0.68).toFixed(1)}" ry="${(r * 0.58).toFixed(1)}" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/></g>`;
  }
  return svg(
    w,
    h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset=".6" stop-color="${accent}"/><stop offset="1" stop-color="${base}"/></linearGradient>` +
      `<radialGradient id="sun" cx=".8" cy=".4" r=".5"><stop offset="0" stop-color="${light}" stop-opacity=".55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      motifs[pick(motifs.length)]!(w, h, light) +
      `<rect width="${w}" height="${h}" fill="url(#sun)"/>` +
      coins +
      lines.map((l, i) => title(44, top + i * (size + 4), size, l, 'url(#ink)', base, 'start')).join('') +
      `<rect x="44" y="${top + (lines.length - 1) * (size + 4) + 28}" width="160" height="48" rx="24" fill="${light}"/>` +
      `<text x="124" y="${top + (lines.length - 1) * (size + 4) + 60}" font-family='${font}' font-size="22" font-weight="800" fill="${base}" text-anchor="middle">PLAY NOW</text>`,
  );
}

/** A vendor's logo (160 x 64): a lettered plate in the vendor's colours. */
export function vendorArt(key: string): string {
  const { base, accent, light } = artChoices(`vendor:${key}`);
  const label = clip(key.replace(/_/g, ' '), 10);
  const size = label.length > 6 ? 20 : 26;
  return svg(
    160,
    64,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${base}"/></linearGradient></defs>` +
      `<rect width="160" height="64" rx="14" fill="url(#bg)"/>` +
      `<path d="M0 50C40 30 100 62 160 34v30H0z" fill="${light}" opacity=".25"/>` +
      `<text x="80" y="${32 + size * 0.36}" font-family='${font}' font-size="${size}" font-weight="800" font-style="italic" fill="#fff" stroke="${base}" stroke-width="1.5" text-anchor="middle" letter-spacing="1">${escapeHtml(label)}</text>`,
  );
}

/** A team's crest (96 x 96): a shield in two colours with the team's initials. */
export function teamArt(name: string): string {
  const { base, accent, light } = artChoices(`team:${name}`);
  return svg(
    96,
    96,
    `<defs><clipPath id="s"><path d="M48 4 86 16v28c0 24-16 40-38 48C26 84 10 68 10 44V16z"/></clipPath></defs>` +
      `<g clip-path="url(#s)"><rect width="96" height="96" fill="${base}"/><path d="M30 0h14v96H30zM58 0h14v96H58z" fill="${accent}"/></g>` +
      `<path d="M48 4 86 16v28c0 24-16 40-38 48C26 84 10 68 10 44V16z" fill="none" stroke="${light}" stroke-width="4"/>` +
      `<text x="48" y="58" font-family='${font}' font-size="30" font-weight="800" fill="#fff" stroke="${base}" stroke-width="2" text-anchor="middle">${escapeHtml(initials(name))}</text>`,
  );
}

// ---------- raster files ----------

/** Where made files live (under the data directory), or memory only when there is none (tests). */
export interface ArtStore {
  dir?: string;
}

const inFlight = new Map<string, Promise<Buffer>>();
const memory = new Map<string, Buffer>();

/**
 * The raster file of an SVG drawing at a width: from disk when made before, else made now (once,
 * however many requests ask at the same time) and written for the next time.
 */
export function raster(
  store: ArtStore,
  key: { merchant: string; kind: RasterKind; name: string; width: number; format: RasterFormat },
  draw: () => string,
): Promise<Buffer> {
  const file = `${encodeURIComponent(key.name)}-${key.width}.${key.format}`;
  const id = `${store.dir ?? ''}|${key.merchant}/${key.kind}/${file}`;
  const kept = memory.get(id);
  if (kept) return Promise.resolve(kept);
  let job = inFlight.get(id);
  if (!job) {
    job = (async () => {
      const dir = store.dir && join(store.dir, ART_VERSION, key.merchant, key.kind);
      const path = dir && join(dir, file);
      if (path) {
        const cached = await readFile(path).catch(() => undefined);
        if (cached) return cached;
      }
      const image = sharp(Buffer.from(draw())).resize({ width: key.width });
      const out =
        key.format === 'avif'
          ? await image.avif({ quality: 55, effort: 2 }).toBuffer()
          : await image.webp({ quality: 78, effort: 3 }).toBuffer();
      if (dir && path) {
        await mkdir(dir, { recursive: true });
        // Written aside, then renamed: a reader never sees half a file.
        const temp = `${path}.${process.pid}.tmp`;
        await writeFile(temp, out);
        await rename(temp, path);
      } else if (memory.size < 2000) memory.set(id, out);
      return out;
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, job);
  }
  return job;
}

/**
 * Makes the first screen's art ahead of its first request (banners, vendor logos, the first games),
 * one file after another so a starting server stays responsive. Files already on disk are skipped.
 */
export async function warmArt(
  store: ArtStore,
  jobs: readonly { merchant: string; kind: RasterKind; name: string; draw: () => string }[],
  stopped: () => boolean = () => false,
): Promise<number> {
  let made = 0;
  for (const job of jobs) {
    for (const width of rasterWidths[job.kind].slice(0, 2)) {
      for (const format of ['avif', 'webp'] as const) {
        if (stopped()) return made;
        await raster(store, { ...job, width, format }, job.draw);
        made += 1;
      }
    }
  }
  return made;
}
