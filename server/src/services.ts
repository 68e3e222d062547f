/** Shared operations: sessions, SMS codes, captchas, member lookups, money movements. */
import { randomBytes } from 'node:crypto';
import { matchesPattern, type LoginValue } from '@lobby/contract';
import type { Ctx, MemberRow } from './context.ts';
import { ApiError } from './http.ts';
import { newToken, randomDigits, safeEqual, tokenDigest } from './security.ts';

/**
 * Starts a session; earlier sessions of the member end as 'kicked' (protocol.md login.not.session).
 * `keepOthers` is for the test-mode dev control only: tests that share a seeded account side by side.
 */
export function startSession(ctx: Ctx, member: MemberRow, { keepOthers = false } = {}): LoginValue {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.sessionTtlMs).toISOString();
  const first = member.first_time_login === 1;
  ctx.db.transaction(() => {
    if (!keepOthers)
      ctx.db.prepare("UPDATE sessions SET revoked = 'kicked' WHERE member_id = ? AND revoked IS NULL").run(member.id);
    ctx.db
      .prepare(
        'INSERT INTO sessions (token_hash, member_id, merchant, created_at, expires_at, first_time_login) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(tokenDigest(token), member.id, member.merchant, now.toISOString(), expiresAt, first ? 1 : 0);
    ctx.db
      .prepare('UPDATE members SET last_login_at = ?, first_time_login = 0 WHERE id = ?')
      .run(now.toISOString(), member.id);
    ctx.db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(new Date(now.getTime() - 86_400_000).toISOString());
  })();
  return {
    token,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: first,
    merchantCode: member.merchant,
    expiresAt,
  };
}

export const findMember = (ctx: Ctx, merchant: string, username: string): MemberRow | undefined =>
  ctx.db
    .prepare('SELECT * FROM members WHERE merchant = ? AND username_lc = ?')
    .get(merchant, username.toLowerCase()) as MemberRow | undefined;

export const findByMobile = (ctx: Ctx, merchant: string, dialing: string, mobile: string): MemberRow | undefined =>
  ctx.db
    .prepare('SELECT * FROM members WHERE merchant = ? AND country_dialing_code = ? AND mobile_num = ?')
    .get(merchant, dialing, mobile) as MemberRow | undefined;

export const memberById = (ctx: Ctx, id: number): MemberRow =>
  ctx.db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow;

// ---------- mobile numbers and SMS ----------

export function normaliseMobile(dialing: unknown, mobile: unknown): { dialing: string; mobile: string; key: string } {
  if (mobile === undefined || mobile === null || mobile === '') throw new ApiError('mobile.required');
  const d = String(dialing ?? '+63').trim();
  const m = String(mobile).trim().replace(/[\s-]/g, '').replace(/^0+/, '');
  if (!/^\+\d{1,4}$/.test(d) || m.length > 20 || !matchesPattern(2, m)) throw new ApiError('mobile.invalid');
  return { dialing: d, mobile: m, key: d + m };
}

export const smsMinutes = 5;

export function sendSms(ctx: Ctx, key: string, purpose: string): { code: string; expiresAt: string } {
  const code = randomDigits(6);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + smsMinutes * 60_000).toISOString();
  ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE mobile = ? AND purpose = ? AND used = 0').run(key, purpose);
  ctx.db
    .prepare('INSERT INTO sms_codes (mobile, code, purpose, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(key, code, purpose, now.toISOString(), expiresAt);
  return { code, expiresAt };
}

export type SmsPurpose = 'login' | 'register' | 'reset';
/** Wrong guesses after which a code is burnt (a new one must be sent, and sends are limited too). */
export const smsTries = 5;

/**
 * Checks and consumes the latest SMS code sent to this number for this purpose: a code for a login
 * never sets a password. A wrong guess counts on the code, which burns after `smsTries`, and on the
 * client address (guardSecret).
 */
export function useSmsCode(ctx: Ctx, ip: string, key: string, purpose: SmsPurpose, code: unknown): Promise<void> {
  return guardSecret(ctx, { ip }, () => {
    if (typeof code !== 'string' || !/^\d{4,10}$/.test(code.trim())) throw new ApiError('verification.code.invalid');
    const row = ctx.db
      .prepare(
        'SELECT id, code, attempts FROM sms_codes WHERE mobile = ? AND purpose = ? AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1',
      )
      .get(key, purpose, ctx.now().toISOString()) as { id: number; code: string; attempts: number } | undefined;
    if (!row) throw new ApiError('verification.code.error');
    if (!safeEqual(row.code, code.trim())) {
      ctx.db
        .prepare(
          'UPDATE sms_codes SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ? THEN 1 ELSE 0 END WHERE id = ?',
        )
        .run(smsTries, row.id);
      throw new ApiError('verification.code.error');
    }
    ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
  });
}

// ---------- secret checks ----------

const secretFailures = new Set<string>([
  'login.failed',
  'password.incorrect',
  'payment.password.invalid',
  'email.incorrect',
  'verification.code.error',
  'verification.code.invalid',
  'captcha.invalid',
  // a remember-me cookie that is unknown, used, revoked or expired (src/remember.ts)
  'user.or.token.invalid',
]);

/**
 * The one attempt counter every secret check goes through (password, payment PIN, SMS code,
 * e-mail of forgot password). A wrong answer counts on `account` and, for checks anyone can make
 * without a session, on the client address (`ip`; the real one when trustProxy names the proxy).
 * `account` is scoped to the address for anonymous checks, so nobody can lock another person out;
 * with a session it is the member itself. Success clears the account's count.
 */
export async function guardSecret(
  ctx: Ctx,
  scope: { account?: string; ip?: string },
  check: () => void | Promise<void>,
): Promise<void> {
  const { loginAccount, loginIp } = ctx.limiters;
  const locked =
    scope.account && loginAccount.blocked(scope.account)
      ? 'account'
      : scope.ip && loginIp.blocked(scope.ip)
        ? 'ip'
        : null;
  if (locked) {
    ctx.metrics?.lockout(locked);
    throw new ApiError('rate.limited');
  }
  try {
    await check();
  } catch (e) {
    if (e instanceof ApiError && secretFailures.has(e.code)) {
      if (scope.account) loginAccount.hit(scope.account);
      if (scope.ip) loginIp.hit(scope.ip);
    }
    throw e;
  }
  if (scope.account) loginAccount.reset(scope.account);
}

// ---------- captcha ----------

export function newCaptcha(ctx: Ctx): { id: string; answer: string } {
  const id = randomBytes(16).toString('base64url');
  const answer = randomDigits(4);
  const now = Date.now();
  if (ctx.captchas.size > 10_000) for (const [k, v] of ctx.captchas) if (v.expiresAt < now) ctx.captchas.delete(k);
  ctx.captchas.set(id, { answer, expiresAt: now + 5 * 60_000 });
  return { id, answer };
}

/** Checks and consumes the captcha of this client (cookie or explicit id). */
export function useCaptcha(ctx: Ctx, id: string | undefined, answer: unknown): void {
  if (answer === undefined || answer === null || answer === '')
    throw new ApiError('captcha.required', { captcha: true });
  const entry = id ? ctx.captchas.get(id) : undefined;
  if (id) ctx.captchas.delete(id);
  if (!entry || entry.expiresAt < Date.now() || !safeEqual(entry.answer, String(answer).trim())) {
    throw new ApiError('captcha.invalid', { captcha: true });
  }
}

// ---------- money ----------

/** Moves a member's balance and writes the account record; throws balance.insufficient. Call inside a transaction. */
export function moveBalance(ctx: Ctx, memberId: number, cents: number, type: string, remark: string): number {
  const res = ctx.db
    .prepare('UPDATE members SET balance_cents = balance_cents + ? WHERE id = ? AND balance_cents + ? >= 0')
    .run(cents, memberId, cents);
  if (res.changes !== 1) throw new ApiError('balance.insufficient');
  const after = (
    ctx.db.prepare('SELECT balance_cents FROM members WHERE id = ?').get(memberId) as { balance_cents: number }
  ).balance_cents;
  ctx.db
    .prepare(
      'INSERT INTO transactions (member_id, type, amount_cents, balance_after_cents, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(memberId, type, cents, after, remark, ctx.now().toISOString());
  return after;
}

/** A bank card number as answers show it: only its last four digits. */
export const maskedCardNo = (cardNo: string): string => `**** ${cardNo.slice(-4)}`;

export const orderNo = (prefix: string): string =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomDigits(4)}`;
