/**
 * Remember-me (docs/decisions/security-limits.md): a long-lived token bound to one device, in an
 * httpOnly + SameSite=Strict cookie that no script of the site can read. The database keeps only its
 * digest. Each use rotates it (the old one is marked used, a new one joins the same family); a used
 * token shown again means two holders, so the whole family ends and so do the member's sessions.
 * Logout ends this device's family; a password change or reset ends them all.
 */
import { randomBytes } from 'node:crypto';
import type { LoginValue } from '@lobby/contract';
import type { Ctx, MemberRow, Req } from './context.ts';
import { ApiError, str } from './http.ts';
import { newToken, tokenDigest } from './security.ts';
import { guardSecret, memberById, startSession } from './services.ts';

/** The cookie's name. Its path is the session routes only: no other call carries it. */
export const rememberCookie = 'lobbyRemember';
export const rememberCookiePath = '/wps/session';

export type RememberRevoke = 'logout' | 'password' | 'reused' | 'replaced';

interface TokenRow {
  token_hash: string;
  family: string;
  member_id: number;
  expires_at: string;
  used_at: string | null;
  revoked: string | null;
}

const deviceLabel = (req: Req): string => {
  const device = String(req.raw.headers.device ?? 'MOBILE').slice(0, 16);
  const agent = String(req.raw.headers['user-agent'] ?? '').slice(0, 120);
  return agent ? `${device} ${agent}` : device;
};

const setCookie = (ctx: Ctx, req: Req, token: string): void => {
  req.reply.setCookie(rememberCookie, token, {
    path: rememberCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.mode === 'production',
    maxAge: Math.floor(ctx.rememberTtlMs / 1000),
  });
};

export const clearRememberCookie = (ctx: Ctx, req: Req): void => {
  req.reply.clearCookie(rememberCookie, {
    path: rememberCookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.mode === 'production',
  });
};

const rowOf = (ctx: Ctx, token: string): TokenRow | undefined =>
  ctx.db.prepare('SELECT * FROM remember_tokens WHERE token_hash = ?').get(tokenDigest(token)) as TokenRow | undefined;

/** Ends the remembered logins of one family or of a member (every device). */
export function revokeRemembered(
  ctx: Ctx,
  scope: { family: string } | { memberId: number },
  why: RememberRevoke,
): void {
  if ('family' in scope)
    ctx.db
      .prepare('UPDATE remember_tokens SET revoked = ? WHERE family = ? AND revoked IS NULL')
      .run(why, scope.family);
  else
    ctx.db
      .prepare('UPDATE remember_tokens SET revoked = ? WHERE member_id = ? AND revoked IS NULL')
      .run(why, scope.memberId);
}

/** Writes a new token of `family` (a new family when absent) and sets the cookie. */
function issue(ctx: Ctx, req: Req, member: MemberRow, family = randomBytes(16).toString('base64url')): void {
  const token = newToken();
  const now = ctx.now();
  ctx.db
    .prepare(
      'INSERT INTO remember_tokens (token_hash, family, member_id, device, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      tokenDigest(token),
      family,
      member.id,
      deviceLabel(req),
      now.toISOString(),
      new Date(now.getTime() + ctx.rememberTtlMs).toISOString(),
    );
  ctx.db.prepare('DELETE FROM remember_tokens WHERE expires_at < ?').run(now.toISOString());
  setCookie(ctx, req, token);
}

/**
 * A login that asked to be remembered: a new family for this device. A cookie the device already
 * holds (another account, an older login) is replaced, so one device holds one remembered login.
 */
export function rememberDevice(ctx: Ctx, req: Req, member: MemberRow): void {
  const held = req.raw.cookies[rememberCookie];
  const row = held ? rowOf(ctx, held) : undefined;
  if (row) revokeRemembered(ctx, { family: row.family }, 'replaced');
  issue(ctx, req, member);
}

/** Logout: this device's family ends and its cookie goes. */
export function forgetDevice(ctx: Ctx, req: Req): void {
  const held = req.raw.cookies[rememberCookie];
  const row = held ? rowOf(ctx, held) : undefined;
  if (row) revokeRemembered(ctx, { family: row.family }, 'logout');
  if (held) clearRememberCookie(ctx, req);
}

/**
 * `rememberedLogin`: checks the cookie through the one attempt counter (a wrong or dead token counts
 * on the client address like a wrong password), rotates it and starts a session.
 */
export async function loginRemembered(ctx: Ctx, req: Req): Promise<LoginValue> {
  const username = str(req.body, 'username', { max: 32 });
  const held = req.raw.cookies[rememberCookie];
  let member: MemberRow | undefined;
  let row: TokenRow | undefined;
  const dead = () => new ApiError('user.or.token.invalid');
  try {
    await guardSecret(ctx, { ip: req.ip }, () => {
      row = held ? rowOf(ctx, held) : undefined;
      if (!row || row.revoked) throw dead();
      if (row.used_at) {
        // Rotated already: the token was copied. Whoever holds the family (thief or owner) is out.
        ctx.db.transaction(() => {
          revokeRemembered(ctx, { family: row!.family }, 'reused');
          ctx.db
            .prepare("UPDATE sessions SET revoked = 'logout' WHERE member_id = ? AND revoked IS NULL")
            .run(row!.member_id);
        })();
        throw dead();
      }
      if (row.expires_at <= ctx.now().toISOString()) throw dead();
      member = memberById(ctx, row.member_id);
    });
  } catch (e) {
    // A dead token goes from the device too; over the limit it may still be good, so it stays.
    if (held && e instanceof ApiError && e.code === 'user.or.token.invalid') clearRememberCookie(ctx, req);
    throw e;
  }
  if (!member || !row) throw dead();
  // Another account's cookie (the device's note is stale): refused, and left as it is.
  if (member.merchant !== req.merchant.code || member.username_lc !== username.toLowerCase()) throw dead();
  if (member.status !== 1) throw new ApiError('user.not.exist');
  const used = row;
  const value = ctx.db.transaction(() => {
    const marked = ctx.db
      .prepare('UPDATE remember_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND revoked IS NULL')
      .run(ctx.now().toISOString(), used.token_hash);
    if (marked.changes !== 1) throw dead();
    issue(ctx, req, member!, used.family);
    return startSession(ctx, member!);
  })();
  return value;
}
