import { languages, defaultLanguage, validationPatterns, whitelabelFlags, type SystemStatus } from '@lobby/contract';
import type { Ctx, Handlers } from '../context.ts';
import { me } from '../context.ts';
import { ApiError, str } from '../http.ts';

export function systemRoutes(ctx: Ctx): Handlers {
  const { db } = ctx;
  return {
    whitelabel: (req) =>
      Object.fromEntries(whitelabelFlags.map((f) => [f, { enabled: req.merchant.flags[f] === '1' ? '1' : '0' }])),
    systemStatus: (req): SystemStatus => {
      const s = req.merchant.status;
      // docs/product/screens-and-routes.md#start-up-outcomes: maintenance wins over region restriction.
      return {
        status: s.maintenance ? 1 : s.regionRestricted ? 2 : 0,
        maintenance: !!s.maintenance,
        regionRestricted: !!s.regionRestricted,
        maintenanceUntil: s.maintenanceUntil ?? null,
        message: s.message ?? null,
      };
    },
    country: (req) =>
      (
        db.prepare('SELECT code, name, dialing_code FROM countries ORDER BY sort').all() as {
          code: string;
          name: string;
          dialing_code: string;
        }[]
      ).map((c) => ({
        code: c.code,
        name: c.name,
        countryDialingCode: c.dialing_code,
        flagUrl: `/cdn/${req.merchant.code}/flag/${c.code}.svg`,
      })),
    helpCenter: (req) =>
      db.prepare('SELECT id, title, content FROM help_entries WHERE merchant = ? ORDER BY sort').all(req.merchant.code),
    registerSettings: (req) => ({ fields: req.merchant.registerSettings, patterns: validationPatterns }),
    consolidated: (req) => {
      const s = req.merchant.settings;
      return {
        merchantCode: req.merchant.code,
        merchantName: req.merchant.name,
        defaultLanguage,
        languages: [...languages],
        cdn: ['/cdn'],
        vipBenefits: s.vipBenefits,
        promotions: s.promotions,
        dividendEnabled: s.dividendEnabled,
        templates: s.templates,
        mobileTemplate: s.mobileTemplate,
        agentMenu: s.agentMenu,
        appIconUrl: `/cdn/${req.merchant.code}/app/icon.svg`,
        download: s.download,
        minimumAge: s.minimumAge,
        jackpot: { min: 200_000_000, max: 990_000_000 },
      };
    },
    domainRoute: (req) => ({ domains: [req.raw.hostname || 'localhost'] }),
    feedback: (req) => {
      const content = str(req.body, 'content', { max: 1000 });
      // docs/product/validation.md#uploads-and-text: feedback text max 140 characters.
      if ([...content].length > 140) throw new ApiError('content.too.long');
      const category = str(req.body, 'category', { max: 30, optional: true }) ?? null;
      const id = Number(
        db
          .prepare('INSERT INTO feedback (member_id, content, category, created_at) VALUES (?, ?, ?, ?)')
          .run(me(req).id, content, category, ctx.now().toISOString()).lastInsertRowid,
      );
      return { id };
    },
  };
}
