import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './helpers.ts';

const artDir = mkdtempSync(join(tmpdir(), 'lobby-art-'));
afterAll(() => rmSync(artDir, { recursive: true, force: true }));

const isAvif = (b: Buffer) => b.subarray(4, 12).toString('latin1') === 'ftypavif';
const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

describe('the CDN raster art', () => {
  it('serves game, banner, vendor and team art as AVIF and WebP at the widths it makes, and keeps the files', async () => {
    const s = await startServer({ artDir, seed: true });
    try {
      for (const [path, check, type] of [
        ['/cdn/LOBBY/game/10001.avif?w=120', isAvif, 'image/avif'],
        ['/cdn/LOBBY/game/10001.webp', isWebp, 'image/webp'],
        ['/cdn/LOBBY/banner/1.avif?w=400', isAvif, 'image/avif'],
        ['/cdn/LOBBY/vendor/PG.webp?w=88', isWebp, 'image/webp'],
        ['/cdn/LOBBY/team/Arsenal.avif?w=48', isAvif, 'image/avif'],
      ] as const) {
        const res = await fetch(s.base + path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toBe(type);
        expect(res.headers.get('cache-control'), path).toMatch(/max-age=\d+/);
        expect(check(Buffer.from(await res.arrayBuffer())), path).toBe(true);
      }
      // Widths and kinds outside the CDN's list, and images the platform has not, are refused.
      for (const path of [
        '/cdn/LOBBY/game/10001.avif?w=121',
        '/cdn/LOBBY/game/10001.webp?w=99999',
        '/cdn/LOBBY/avatar/3.avif',
        '/cdn/LOBBY/game/nope.avif',
        '/cdn/NOPE/game/10001.avif',
      ]) {
        expect((await fetch(s.base + path)).status, path).toBe(404);
      }
    } finally {
      await s.close();
    }
    const gameDir = join(artDir, 'v1', 'LOBBY', 'game');
    expect(readdirSync(gameDir).sort()).toEqual(expect.arrayContaining(['10001-120.avif', '10001-240.webp']));
  });

  it('a restart serves the kept file, not a new one', async () => {
    const kept = join(artDir, 'v1', 'LOBBY', 'game', '10001-120.avif');
    expect(existsSync(kept)).toBe(true);
    writeFileSync(kept, 'kept bytes');
    const s = await startServer({ artDir, seed: true });
    try {
      const res = await fetch(`${s.base}/cdn/LOBBY/game/10001.avif?w=120`);
      expect(await res.text()).toBe('kept bytes');
    } finally {
      await s.close();
    }
  });
});
