/** Dev controls under /__dev/ (dev and test modes only). See server/README.md. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  agentMenuItems,
  devFaultScopeHeader,
  devPrefix,
  encodeServiceLink,
  faultKinds,
  merchants,
  registerFields,
  validationPatterns,
  whitelabelFlags,
} from '@lobby/contract';
import type { Ctx, Fault } from '../context.ts';
import { fail } from '../http.ts';
import { wipe } from '../db.ts';
import { seed } from '../seed.ts';
import { captchaCookie } from './session.ts';
import { confirmDeposit } from './wallet.ts';
import { findMember, startSession } from '../services.ts';

// As DevFault.path says: the path itself, or a prefix when it ends in `*` or `/`. A plain path used
// to hit the paths under it too, so a 401 on the inbox list also hit the unread count, which ended
// the session before the list was asked (the fault matrix's inbox x 401 case).
const matches = (pattern: string, path: string) =>
  pattern.endsWith('*')
    ? path.startsWith(pattern.slice(0, -1))
    : pattern.endsWith('/')
      ? path.startsWith(pattern)
      : path === pattern;

/** onRequest: the first matching fault with calls left takes effect. */
export async function applyFault(ctx: Ctx, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (ctx.faults.length === 0 || req.url.startsWith(devPrefix)) return;
  const path = req.url.split('?')[0] ?? '';
  const scope = req.headers[devFaultScopeHeader];
  const own = typeof scope === 'string' ? scope : '';
  const i = ctx.faults.findIndex((f) => f.scope === own && matches(f.path, path));
  if (i < 0) return;
  const f = ctx.faults[i]!;
  if (--f.remaining <= 0) ctx.faults.splice(i, 1);
  switch (f.kind) {
    case 'latency':
      await new Promise((r) => setTimeout(r, f.ms));
      return;
    case '500':
      return reply.code(500).send(fail('unknown.error'));
    case '401':
      return reply.code(401).send(fail('user.or.token.invalid'));
    case 'malformed':
      return reply
        .code(200)
        .header('Content-Type', 'application/json; charset=utf-8')
        .send('{"success":true,"value":{"trunc');
    case 'drop':
      reply.hijack();
      req.raw.socket.destroy();
      return;
  }
}

type Body = Record<string, unknown>;

export function registerDevRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const targets = (src: Body | undefined): string[] => {
    const m = src?.merchant;
    return typeof m === 'string' && m ? [m] : [merchants.normal, merchants.trial];
  };
  const read = (code: string) => ctx.merchant(code);
  const write = (code: string, column: 'flags' | 'register_settings' | 'settings' | 'status', value: unknown) => {
    db.prepare(`UPDATE merchants SET ${column} = ? WHERE code = ?`).run(JSON.stringify(value), code);
    ctx.invalidateMerchants();
  };
  const bad = (reply: FastifyReply, message: string) => reply.code(400).send(fail('param.invalid', {}, message));
  const ok = (value: unknown) => ({ success: true, value });
  const q = (req: FastifyRequest) => req.query as Body;
  const b = (req: FastifyRequest) => (req.body ?? {}) as Body;

  app.get(`${devPrefix}/flags`, (req) => ok(read(targets(q(req))[0]!)?.flags));
  app.put(`${devPrefix}/flags`, (req, reply) => {
    const flags = (b(req).flags ?? b(req)) as Body;
    const changes: Record<string, '1' | '0'> = {};
    for (const [k, v] of Object.entries(flags)) {
      if (k === 'merchant') continue;
      if (!(whitelabelFlags as readonly string[]).includes(k)) return bad(reply, `unknown flag ${k}`);
      changes[k] = v === true || v === '1' || v === 1 ? '1' : '0';
    }
    for (const code of targets(b(req))) write(code, 'flags', { ...read(code)!.flags, ...changes });
    return ok(read(targets(b(req))[0]!)!.flags);
  });

  app.get(`${devPrefix}/register-settings`, (req) => ok(read(targets(q(req))[0]!)?.registerSettings));
  app.put(`${devPrefix}/register-settings`, (req, reply) => {
    const fields = (b(req).fields ?? {}) as Record<string, Body>;
    for (const [f, s] of Object.entries(fields)) {
      if (!(registerFields as readonly string[]).includes(f)) return bad(reply, `unknown field ${f}`);
      if (s.patternId !== undefined && !(String(s.patternId) in validationPatterns))
        return bad(reply, `unknown pattern ${String(s.patternId)}`);
    }
    for (const code of targets(b(req))) {
      const cur = { ...read(code)!.registerSettings } as unknown as Record<string, Body>;
      for (const [f, s] of Object.entries(fields)) {
        cur[f] = {
          ...cur[f],
          ...(s.enabled !== undefined && { enabled: !!s.enabled }),
          ...(s.required !== undefined && { required: !!s.required }),
          ...(s.patternId !== undefined && { patternId: Number(s.patternId) }),
        };
      }
      write(code, 'register_settings', cur);
    }
    return ok(read(targets(b(req))[0]!)!.registerSettings);
  });

  app.get(`${devPrefix}/status`, (req) => ok(read(targets(q(req))[0]!)?.status));
  app.put(`${devPrefix}/status`, (req) => {
    const s = b(req);
    for (const code of targets(s)) {
      const cur = read(code)!.status;
      write(code, 'status', {
        ...cur,
        ...(s.maintenance !== undefined && { maintenance: !!s.maintenance }),
        ...(s.regionRestricted !== undefined && { regionRestricted: !!s.regionRestricted }),
        ...(s.maintenanceUntil !== undefined && { maintenanceUntil: s.maintenanceUntil }),
        ...(s.message !== undefined && { message: s.message }),
      });
    }
    return ok(read(targets(s)[0]!)!.status);
  });

  /** VIP benefit setting, promotions (MISSION, REFERRAL), dividends, templates, agent menu whitelist. */
  app.get(`${devPrefix}/settings`, (req) => ok(read(targets(q(req))[0]!)?.settings));
  app.put(`${devPrefix}/settings`, (req, reply) => {
    const s = b(req);
    if (
      s.agentMenu !== undefined &&
      (!Array.isArray(s.agentMenu) || s.agentMenu.some((x) => !(agentMenuItems as readonly unknown[]).includes(x)))
    ) {
      return bad(reply, `agentMenu items are ${agentMenuItems.join(', ')}`);
    }
    for (const code of targets(s)) {
      const cur = read(code)!.settings;
      write(code, 'settings', {
        ...cur,
        ...(s.vipBenefits !== undefined && { vipBenefits: !!s.vipBenefits }),
        ...(s.dividendEnabled !== undefined && { dividendEnabled: !!s.dividendEnabled }),
        ...(typeof s.promotions === 'object' &&
          s.promotions && { promotions: { ...cur.promotions, ...(s.promotions as object) } }),
        ...(typeof s.templates === 'object' &&
          s.templates && { templates: { ...cur.templates, ...(s.templates as object) } }),
        ...(s.agentMenu !== undefined && { agentMenu: s.agentMenu }),
        ...(s.minimumAge === 18 || s.minimumAge === 21 ? { minimumAge: s.minimumAge } : {}),
      });
    }
    return ok(read(targets(s)[0]!)!.settings);
  });

  app.get(`${devPrefix}/faults`, () => ok(ctx.faults));
  app.post(`${devPrefix}/faults`, (req, reply) => {
    const s = b(req);
    if (typeof s.path !== 'string' || !s.path.startsWith('/')) return bad(reply, 'path must start with /');
    if (!faultKinds.includes(s.kind as never)) return bad(reply, `kind is one of ${faultKinds.join(', ')}`);
    const count = s.count === undefined ? 1 : Number(s.count);
    const ms = s.ms === undefined ? 1000 : Number(s.ms);
    if (!Number.isInteger(count) || count < 1 || count > 10_000) return bad(reply, 'count is 1..10000');
    if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) return bad(reply, 'ms is 0..60000');
    if (s.scope !== undefined && (typeof s.scope !== 'string' || s.scope.length > 100))
      return bad(reply, 'scope is a string of up to 100 characters');
    const scope = typeof s.scope === 'string' ? s.scope : '';
    const fault: Fault = { path: s.path, kind: s.kind as Fault['kind'], remaining: count, ms, scope };
    ctx.faults.push(fault);
    return ok(ctx.faults);
  });
  /**
   * Clears every fault, or with `?path=` and/or `?scope=` only the faults on that path and/or of
   * that scope (parallel tests fault different paths or carry their own scope).
   */
  app.delete(`${devPrefix}/faults`, (req) => {
    const { path, scope } = q(req);
    const byPath = typeof path === 'string' && path !== '';
    const byScope = typeof scope === 'string' && scope !== '';
    if (byPath || byScope) {
      for (let i = ctx.faults.length - 1; i >= 0; i--) {
        const f = ctx.faults[i]!;
        if ((!byPath || f.path === path) && (!byScope || f.scope === scope)) ctx.faults.splice(i, 1);
      }
      return ok(ctx.faults);
    }
    ctx.faults.length = 0;
    return ok([]);
  });

  /** Latest SMS code per mobile number (the reference platform sends no SMS). */
  app.get(`${devPrefix}/sms-outbox`, (req) => {
    const mobile = q(req).mobile;
    const rows = db
      .prepare(
        `SELECT mobile, code, purpose, sent_at AS sentAt, expires_at AS expiresAt FROM sms_codes
         WHERE id IN (SELECT max(id) FROM sms_codes GROUP BY mobile) AND (? IS NULL OR mobile = ?) ORDER BY id DESC`,
      )
      .all(typeof mobile === 'string' ? mobile : null, typeof mobile === 'string' ? mobile : null);
    return ok(rows);
  });
  app.get(`${devPrefix}/email-outbox`, () =>
    ok(db.prepare('SELECT * FROM email_outbox ORDER BY id DESC LIMIT 50').all()),
  );

  /** The answer of a captcha (by `id`, or the caller's captchaId cookie): for tests and demos. */
  app.get(`${devPrefix}/captcha`, (req, reply) => {
    const id = (q(req).id as string | undefined) ?? req.cookies[captchaCookie];
    const entry = id ? ctx.captchas.get(id) : undefined;
    if (!entry) return reply.code(404).send(fail('not.found'));
    return ok({ id, answer: entry.answer });
  });

  /**
   * Test mode only (issue 11, hostile input): plants strings where the server's text reaches the
   * page — announcement titles, contents and banner links, help entries, game and vendor names,
   * nicknames, payee names and usernames of downlines, customer-service links — one string per
   * row, `texts[(row + offset) % texts.length]`. POST /__dev/reset puts the seed back.
   */
  // main.ts runs every non-production server in 'dev' mode; the e2e server sets NODE_ENV=test.
  if (ctx.mode === 'test' || process.env.NODE_ENV === 'test') {
    /**
     * A session for a seeded account that leaves its other sessions alone (a login would end them
     * as 'kicked'): e2e specs that run side by side share demo_agent and its seeded team.
     */
    app.post(`${devPrefix}/session`, (req, reply) => {
      const s = b(req);
      const merchant = typeof s.merchant === 'string' && s.merchant ? s.merchant : merchants.normal;
      if (typeof s.username !== 'string') return bad(reply, 'username is a string');
      const member = findMember(ctx, merchant, s.username);
      if (!member) return reply.code(404).send(fail('not.found'));
      return ok(startSession(ctx, member, { keepOthers: true }));
    });
    app.post(`${devPrefix}/plant`, (req, reply) => {
      const s = b(req);
      const texts = s.texts;
      const links = s.links ?? texts;
      if (!Array.isArray(texts) || texts.length === 0 || texts.some((t) => typeof t !== 'string'))
        return bad(reply, 'texts is a non-empty list of strings');
      if (!Array.isArray(links) || links.length === 0 || links.some((t) => typeof t !== 'string'))
        return bad(reply, 'links is a non-empty list of strings');
      const offset = Number.isInteger(s.offset) ? (s.offset as number) : 0;
      const merchant = typeof s.merchant === 'string' && s.merchant ? s.merchant : merchants.normal;
      const text = (i: number) => texts[(i + offset) % texts.length] as string;
      const link = (i: number) => links[(i + offset) % links.length] as string;
      const each = (sql: string, keyCol: string, params: unknown[], set: (i: number, key: unknown) => unknown[]) => {
        const rows = db.prepare(sql).all(...params) as Record<string, unknown>[];
        return rows.map((r, i) => [set(i, r[keyCol])] as const);
      };
      let planted = 0;
      db.transaction(() => {
        const upd = (sql: string) => db.prepare(sql);
        const a = upd('UPDATE announcements SET title = ?, content = ?, content_lobby = ?, link = ? WHERE id = ?');
        for (const [p] of each(
          'SELECT id FROM announcements WHERE merchant = ? ORDER BY id',
          'id',
          [merchant],
          (i, id) => [text(i), text(i + 1), text(i + 2), link(i), id],
        ))
          planted += a.run(...p).changes;
        const h = upd('UPDATE help_entries SET title = ?, content = ? WHERE id = ?');
        for (const [p] of each(
          'SELECT id FROM help_entries WHERE merchant = ? ORDER BY id',
          'id',
          [merchant],
          (i, id) => [text(i), text(i + 1), id],
        ))
          planted += h.run(...p).changes;
        const g = upd('UPDATE games SET game_name = ? WHERE node_id = ?');
        for (const [p] of each('SELECT node_id FROM games ORDER BY sort, node_id', 'node_id', [], (i, id) => [
          text(i),
          id,
        ]))
          planted += g.run(...p).changes;
        const v = upd('UPDATE vendors SET name = ? WHERE rowid = ?');
        for (const [p] of each('SELECT rowid FROM vendors ORDER BY sort, rowid', 'rowid', [], (i, id) => [text(i), id]))
          planted += v.run(...p).changes;
        // Usernames of members no test logs in as (downlines and the rest), nicknames and payee names of all.
        const m = upd(
          `UPDATE members SET nickname = ?, payee_name = ?,
             username = CASE WHEN upline_id IS NOT NULL THEN ? ELSE username END WHERE id = ?`,
        );
        for (const [p] of each('SELECT id FROM members WHERE merchant = ? ORDER BY id', 'id', [merchant], (i, id) => [
          text(i),
          text(i + 1),
          text(i + 2),
          id,
        ]))
          planted += m.run(...p).changes;
        const sl = upd('UPDATE service_links SET path = ? WHERE merchant = ? AND type = ?');
        for (const [p] of each(
          'SELECT type FROM service_links WHERE merchant = ? ORDER BY type',
          'type',
          [merchant],
          (i, type) => [encodeServiceLink(link(i), 'ABCDEFGH'), merchant, type],
        ))
          planted += sl.run(...p).changes;
      })();
      return ok({ planted });
    });
  }

  /**
   * Payments (never in production, where only a payment confirms a deposit): `{ simulated: false }`
   * holds new deposits pending, as a gateway would; `{ simulated: true }` (the default) confirms them at once.
   */
  app.get(`${devPrefix}/payments`, () => ok({ simulated: ctx.payments === 'simulated' }));
  app.put(`${devPrefix}/payments`, (req, reply) => {
    const s = b(req);
    if (typeof s.simulated !== 'boolean') return bad(reply, 'simulated is a boolean');
    ctx.payments = s.simulated ? 'simulated' : 'held';
    return ok({ simulated: s.simulated });
  });
  /** Confirms a pending deposit as its payment would (POST /__dev/deposits/:orderNo/confirm). */
  app.post(`${devPrefix}/deposits/:orderNo/confirm`, (req, reply) => {
    const { orderNo } = req.params as { orderNo: string };
    const done = ctx.db.transaction(() => confirmDeposit(ctx, orderNo))();
    return done ? ok({ orderNo, status: 'success' }) : reply.code(404).send(fail('not.found'));
  });

  app.post(`${devPrefix}/reset`, () => {
    wipe(db);
    seed(db, ctx.cost);
    ctx.resetMemory();
    return ok(null);
  });
}
