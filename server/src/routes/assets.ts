import type { Ctx, Handlers } from '../context.ts';
import { Raw } from '../context.ts';
import { ApiError } from '../http.ts';
import * as img from '../images.ts';

const day = 86_400;

export function assetRoutes(ctx: Ctx): Handlers {
  const { db } = ctx;
  return {
    cdnImage: (req) => {
      const { merchant, kind, file } = req.params as { merchant: string; kind: string; file: string };
      const m = /^([A-Za-z0-9_%.\- ]{1,80})\.svg$/.exec(file ?? '');
      if (!m || !ctx.merchant(merchant ?? '')) throw new ApiError('url.empty');
      let name: string;
      try {
        name = decodeURIComponent(m[1]!);
      } catch {
        throw new ApiError('url.empty'); // `%25zz` arrives as `%zz`, which does not decode again
      }
      let svg: string | undefined;
      switch (kind) {
        case 'game': {
          const g = db.prepare('SELECT game_name FROM games WHERE node_id = ?').get(name) as
            { game_name: string } | undefined;
          if (g) svg = img.gameIcon(name, g.game_name);
          break;
        }
        case 'lottery': {
          const l = db.prepare('SELECT game_name FROM lotteries WHERE game_code = ?').get(name) as
            { game_name: string } | undefined;
          if (l) svg = img.gameIcon(name, l.game_name);
          break;
        }
        case 'vendor':
          if (db.prepare('SELECT 1 FROM vendors WHERE code = ?').get(name)) svg = img.vendorLogo(name);
          break;
        case 'banner': {
          const b = db
            .prepare("SELECT title FROM announcements WHERE merchant = ? AND type = 'B' AND url = ?")
            .get(merchant, `/cdn/${merchant}/banner/${file}`) as { title: string } | undefined;
          if (b) svg = img.banner(name, b.title);
          break;
        }
        case 'promo': {
          const p = db.prepare('SELECT title FROM promotions WHERE id = ?').get(Number(name)) as
            { title: string } | undefined;
          if (p) svg = img.promotionImage(name, p.title);
          break;
        }
        case 'team':
          svg = img.teamLogo(name.slice(0, 40));
          break;
        case 'avatar':
          if (/^\d{1,2}$/.test(name)) svg = img.avatar(name);
          break;
        case 'flag':
          if (/^[A-Z]{2}$/.test(name)) svg = img.flag(name);
          break;
        case 'app':
          if (name === 'icon') svg = img.appIcon(merchant!);
          break;
      }
      if (!svg) throw new ApiError('url.empty');
      return new Raw('image/svg+xml; charset=utf-8', svg, day);
    },
  };
}
