import { randomBytes } from 'node:crypto';
import { merchants, memberTypes, type LoginValue } from '@lobby/contract';
import type { Ctx, Handlers, MemberRow, Req } from '../context.ts';
import { ApiError, oneOf, str } from '../http.ts';
import { verifyPassword } from '../security.ts';
import { captchaPng } from '../captcha.ts';
import { forgetDevice, loginRemembered, rememberDevice } from '../remember.ts';
import {
  findByMobile,
  findMember,
  guardSecret,
  newCaptcha,
  normaliseMobile,
  sendSms,
  smsMinutes,
  startSession,
  useCaptcha,
  useSmsCode,
} from '../services.ts';

export const captchaCookie = 'captchaId';
/** The captcha a body answers: its own `captchaId` when it names one, else the browser's cookie. */
export const captchaIdOf = (req: Req): string | undefined =>
  (typeof req.body.captchaId === 'string' && req.body.captchaId ? req.body.captchaId : undefined) ||
  req.raw.cookies[captchaCookie];

const trialName = () => 'TRIAL' + randomBytes(4).toString('hex').toUpperCase().slice(0, 6);

export function sessionRoutes(ctx: Ctx): Handlers {
  const limited = () => new ApiError('rate.limited');

  async function loginByPassword(req: Req): Promise<LoginValue> {
    const username = str(req.body, 'username', { max: 32 });
    const password = str(req.body, 'password', { max: 64 });
    const acct = `${req.merchant.code}:${username.toLowerCase()}`;
    // Counted per account *and* client address: failures from elsewhere never lock the owner out; they
    // only make the next login of that account pass a captcha (docs/product/states.md#login), which the owner can.
    let member: MemberRow | undefined;
    try {
      await guardSecret(ctx, { account: `login:${acct}|${req.ip}`, ip: req.ip }, async () => {
        if (ctx.captchaRequired.has(acct)) useCaptcha(ctx, captchaIdOf(req), req.body.captcha);
        member = await checkPassword(req, username, password);
      });
    } catch (e) {
      if (e instanceof ApiError && e.code !== 'rate.limited' && e.code !== 'captcha.required')
        ctx.captchaRequired.add(acct);
      throw e;
    }
    if (!member) throw new ApiError('login.failed', { captcha: true });
    if (member.status !== 1) throw new ApiError('user.not.exist');
    if (member.type === memberTypes.TRIAL) throw new ApiError('login.non.member');
    ctx.captchaRequired.delete(acct);
    return startSession(ctx, member);
  }

  /**
   * A successful login whose body says remember-me gives this device a remembered login; one that
   * says `rememberMe: false` (the box unticked) ends the one it held (src/remember.ts).
   */
  async function remembering(req: Req, login: (req: Req) => Promise<LoginValue>): Promise<LoginValue> {
    const value = await login(req);
    if (req.body.rememberMe === true) {
      const member = findMember(ctx, value.merchantCode, value.userName);
      if (member) rememberDevice(ctx, req, member);
    } else if (req.body.rememberMe === false) forgetDevice(ctx, req);
    return value;
  }

  async function checkPassword(req: Req, username: string, password: string): Promise<MemberRow> {
    // Accounts registered by mobile log in with the mobile number as username (docs/product/states.md#set-password-by-phone, set password by phone).
    const member =
      findMember(ctx, req.merchant.code, username) ??
      (/^\+?\d{7,20}$/.test(username)
        ? findByMobile(
            ctx,
            req.merchant.code,
            String(req.body.countryDialingCode ?? '+63'),
            username.replace(/^0+/, ''),
          )
        : undefined);
    const ok = await verifyPassword(password, member?.password_hash ?? null);
    if (!member || !ok) throw new ApiError('login.failed', { captcha: true });
    return member;
  }

  async function loginBySms(req: Req): Promise<LoginValue> {
    if (req.merchant.flags.MOBILEVERCODELOGIN3 !== '1') throw new ApiError('function.not.available');
    const { key, dialing, mobile } = normaliseMobile(
      req.body.countryDialingCode,
      req.body.mobileNum ?? req.body.firebaseMobileNo,
    );
    await useSmsCode(ctx, req.ip, key, 'login', req.body.verificationCode);
    const member = findByMobile(ctx, req.merchant.code, dialing, mobile);
    if (!member || member.status !== 1) throw new ApiError('user.not.exist');
    return startSession(ctx, member);
  }

  return {
    sessionKey: () => ({
      publicKey: ctx.keys.publicKeyPem,
      format: 'spki-pem',
      algorithm: 'RSA-OAEP-256',
      keyId: ctx.keys.keyId,
    }),

    login: (req) => {
      const type = oneOf(req.body, 'type', ['username', 'sms', 'firebase'] as const, 'username');
      if (type === 'firebase') throw new ApiError('function.not.available'); // no Firebase in the reference platform
      return remembering(req, type === 'sms' ? loginBySms : loginByPassword);
    },

    rememberedLogin: (req) => loginRemembered(ctx, req),

    logout: (req) => {
      ctx.db.prepare("UPDATE sessions SET revoked = 'logout' WHERE token_hash = ?").run(req.session?.tokenHash);
      forgetDevice(ctx, req);
      return null;
    },

    freePlay: async (req) => {
      const trial = ctx.merchant(merchants.trial);
      if (!trial) throw new ApiError('merchant.invalid');
      const asked = str(req.body, 'trialName', { max: 16, optional: true });
      // The first free plays of an address in an hour pass; past those each one answers login's captcha
      // (captcha.required / captcha.invalid with the captcha flag), and a wrong answer counts on the
      // address like a wrong password. The count is taken before any await, so parallel calls cannot
      // slip past it. @fastify/rate-limit (freePlayPerIp) stays the hard cap.
      if (!ctx.limiters.freePlay.hit(req.ip))
        await guardSecret(ctx, { ip: req.ip }, () => useCaptcha(ctx, captchaIdOf(req), req.body.captcha));
      let name = asked && /^TRIAL[0-9A-F]{6}$/.test(asked) && !findMember(ctx, trial.code, asked) ? asked : trialName();
      while (findMember(ctx, trial.code, name)) name = trialName();
      // A trial account never logs in by password: no hash to compute ('!' never verifies).
      const hash = '!';
      const id = Number(
        ctx.db
          .prepare(
            `INSERT INTO members (merchant, username, username_lc, password_hash, type, reg_date, balance_cents, register_method)
             VALUES (?, ?, ?, ?, 4, ?, 200000, 'TRIAL')`,
          )
          .run(trial.code, name, name.toLowerCase(), hash, ctx.now().toISOString()).lastInsertRowid,
      );
      const member = ctx.db.prepare('SELECT * FROM members WHERE id = ?').get(id) as Parameters<typeof startSession>[1];
      return startSession(ctx, member);
    },

    captcha: (req) => {
      const { id, answer } = newCaptcha(ctx);
      req.reply.setCookie(captchaCookie, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.mode === 'production',
        maxAge: 300,
      });
      req.reply.header('Captcha-Id', id);
      return captchaPng(answer).toString('base64');
    },

    smsNoLogin: (req) => {
      const purpose = oneOf(req.body, 'purpose', ['login', 'register', 'reset'] as const, 'login');
      const { key, dialing, mobile } = normaliseMobile(
        req.body.countryDialingCode,
        req.body.mobileNum ?? req.body.mobileNo,
      );
      if (ctx.limiters.smsMobile.blocked(key) || ctx.limiters.smsIp.blocked(req.ip)) throw limited();
      ctx.limiters.smsMobile.hit(key);
      ctx.limiters.smsIp.hit(req.ip);
      const owner = findByMobile(ctx, req.merchant.code, dialing, mobile);
      if (purpose === 'register' && owner) throw new ApiError('mobile.exists');
      if (purpose !== 'register' && !owner) throw new ApiError('user.not.exist');
      sendSms(ctx, key, purpose);
      return { expiredMinutes: smsMinutes };
    },
  };
}
