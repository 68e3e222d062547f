import type { Ctx, Handlers } from '../context.ts';
import { Raw } from '../context.ts';
import { ApiError } from '../http.ts';
import type { Db } from '../db.ts';
import * as img from '../images.ts';
import { isRasterKind, raster, rasterContentType, rasterWidths } from '../art.ts';
import type { RasterKind } from '../art.ts';

const day = 86_400;

/**
 * The drawing of one image, or undefined when the platform has no such image. Game, lottery,
 * banner, promotion, vendor and team art is the raster-ready art (art.ts); the rest stay small SVGs.
 */
function drawing(db: Db, merchant: string, kind: string, name: string, file: string): (() => string) | undefined {
  switch (kind) {
    case 'game': {
      const g = db.prepare('SELECT game_name FROM games WHERE node_id = ?').get(name) as
        { game_name: string } | undefined;
      return g && (() => img.gameIcon(name, g.game_name));
    }
    case 'lottery': {
      const l = db.prepare('SELECT game_name FROM lotteries WHERE game_code = ?').get(name) as
        { game_name: string } | undefined;
      return l && (() => img.gameIcon(name, l.game_name));
    }
    case 'vendor':
      return db.prepare('SELECT 1 FROM vendors WHERE code = ?').get(name) ? () => img.vendorLogo(name) : undefined;
    case 'banner': {
      // The banner's row names its SVG address; its raster copies share that name.
      const b = db
        .prepare("SELECT title FROM announcements WHERE merchant = ? AND type = 'B' AND url = ?")
        .get(merchant, `/cdn/${merchant}/banner/${file.replace(/\.(avif|webp)$/, '.svg')}`) as
        { title: string } | undefined;
      return b && (() => img.banner(name, b.title));
    }
    case 'promo': {
      const p = db.prepare('SELECT title FROM promotions WHERE id = ?').get(Number(name)) as
        { title: string } | undefined;
      return p && (() => img.promotionImage(name, p.title));
    }
    case 'team':
      return () => img.teamLogo(name.slice(0, 40));
    case 'avatar':
      return /^\d{1,2}$/.test(name) ? () => img.avatar(name) : undefined;
    case 'flag':
      return /^[A-Z]{2}$/.test(name) ? () => img.flag(name) : undefined;
    case 'app':
      return name === 'icon' ? () => img.appIcon(merchant) : undefined;
  }
  return undefined;
}

/**
 * The art made ahead of its first request: what the home's first screen draws (banners, vendor
 * logos, the first games of the hall).
 */
export function firstScreenArt(db: Db): { merchant: string; kind: RasterKind; name: string; draw: () => string }[] {
  const jobs: { merchant: string; kind: RasterKind; name: string; draw: () => string }[] = [];
  const banners = db.prepare("SELECT merchant, url FROM announcements WHERE type = 'B' AND url IS NOT NULL").all() as {
    merchant: string;
    url: string;
  }[];
  for (const b of banners) {
    const m = /^\/cdn\/([^/]+)\/banner\/([^/]+)\.svg$/.exec(b.url);
    const draw = m && drawing(db, m[1]!, 'banner', decodeURIComponent(m[2]!), `${m[2]}.svg`);
    if (m && draw) jobs.push({ merchant: m[1]!, kind: 'banner', name: decodeURIComponent(m[2]!), draw });
  }
  const merchants = (db.prepare('SELECT code FROM merchants').all() as { code: string }[]).map((r) => r.code);
  const vendors = (db.prepare('SELECT code FROM vendors').all() as { code: string }[]).map((r) => r.code);
  const games = (db.prepare('SELECT node_id FROM games ORDER BY rowid LIMIT 12').all() as { node_id: string }[]).map(
    (r) => r.node_id,
  );
  for (const merchant of merchants.slice(0, 1)) {
    for (const v of vendors)
      jobs.push({ merchant, kind: 'vendor', name: v, draw: drawing(db, merchant, 'vendor', v, '')! });
    for (const g of games) {
      const draw = drawing(db, merchant, 'game', g, '');
      if (draw) jobs.push({ merchant, kind: 'game', name: g, draw });
    }
  }
  return jobs;
}

export function assetRoutes(ctx: Ctx): Handlers {
  const { db } = ctx;
  return {
    /**
     * `/cdn/:merchant/:kind/:name.svg` the drawing; `.avif` / `.webp` (game, lottery, banner, promo,
     * vendor, team) the same art as a raster file, `?w=` one of the kind's widths (art.ts rasterWidths).
     */
    cdnImage: async (req) => {
      const { merchant, kind, file } = req.params as { merchant: string; kind: string; file: string };
      const m = /^([A-Za-z0-9_%.\- ]{1,80})\.(svg|avif|webp)$/.exec(file ?? '');
      if (!m || !ctx.merchant(merchant ?? '')) throw new ApiError('url.empty');
      let name: string;
      try {
        name = decodeURIComponent(m[1]!);
      } catch {
        throw new ApiError('url.empty'); // `%25zz` arrives as `%zz`, which does not decode again
      }
      const format = m[2] as 'svg' | 'avif' | 'webp';
      if (format !== 'svg' && !isRasterKind(kind ?? '')) throw new ApiError('url.empty');
      const draw = drawing(db, merchant!, kind!, name, file!);
      if (!draw) throw new ApiError('url.empty');
      if (format === 'svg') return new Raw('image/svg+xml; charset=utf-8', draw(), day);
      const widths = rasterWidths[kind as RasterKind];
      const asked = req.query.w;
      const width = asked === undefined ? widths[0]! : Number(asked);
      if (!widths.includes(width)) throw new ApiError('url.empty');
      const bytes = await raster(ctx.art, { merchant: merchant!, kind: kind as RasterKind, name, width, format }, draw);
      return new Raw(rasterContentType(format), bytes, day);
    },
  };
}
