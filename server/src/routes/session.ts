import { randomBytes } from 'node:crypto';
import { merchants, memberTypes, type LoginValue } from '@lobby/contract';
import type { Ctx, Handlers, Req } from '../context.ts';
import { ApiError, oneOf, str } from '../http.ts';
import { hashPassword, verifyPassword } from '../security.ts';
import { captchaPng } from '../captcha.ts';
import {
  findByMobile,
  findMember,
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
    const { loginAccount, loginIp } = ctx.limiters;
    if (loginAccount.blocked(acct) || loginIp.blocked(req.ip)) throw limited();
    const failed = () => {
      loginAccount.hit(acct);
      loginIp.hit(req.ip);
      ctx.captchaRequired.add(acct);
    };
    // spec 4: after a failed login the captcha is required.
    if (ctx.captchaRequired.has(acct)) {
      try {
        useCaptcha(ctx, captchaIdOf(req), req.body.captcha);
      } catch (e) {
        failed();
        throw e;
      }
    }
    // Accounts registered by mobile log in with the mobile number as username (spec 4, set password by phone).
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
    if (!member || !ok) {
      failed();
      throw new ApiError('login.failed', { captcha: true });
    }
    if (member.status !== 1) throw new ApiError('user.not.exist');
    if (member.type === memberTypes.TRIAL) throw new ApiError('login.non.member');
    loginAccount.reset(acct);
    ctx.captchaRequired.delete(acct);
    return startSession(ctx, member);
  }

  function loginBySms(req: Req): LoginValue {
    if (req.merchant.flags.MOBILEVERCODELOGIN3 !== '1') throw new ApiError('function.not.available');
    const { key, dialing, mobile } = normaliseMobile(
      req.body.countryDialingCode,
      req.body.mobileNum ?? req.body.firebaseMobileNo,
    );
    const { loginAccount, loginIp } = ctx.limiters;
    const acct = `${req.merchant.code}:${key}`;
    if (loginAccount.blocked(acct) || loginIp.blocked(req.ip)) throw limited();
    try {
      useSmsCode(ctx, key, req.body.verificationCode);
    } catch (e) {
      loginAccount.hit(acct);
      loginIp.hit(req.ip);
      throw e;
    }
    const member = findByMobile(ctx, req.merchant.code, dialing, mobile);
    if (!member || member.status !== 1) throw new ApiError('user.not.exist');
    loginAccount.reset(acct);
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
      return type === 'sms' ? loginBySms(req) : loginByPassword(req);
    },

    logout: (req) => {
      ctx.db.prepare("UPDATE sessions SET revoked = 'logout' WHERE token_hash = ?").run(req.session?.tokenHash);
      return null;
    },

    freePlay: async (req) => {
      const trial = ctx.merchant(merchants.trial);
      if (!trial) throw new ApiError('merchant.invalid');
      const asked = str(req.body, 'trialName', { max: 16, optional: true });
      let name = asked && /^TRIAL[0-9A-F]{6}$/.test(asked) && !findMember(ctx, trial.code, asked) ? asked : trialName();
      while (findMember(ctx, trial.code, name)) name = trialName();
      const hash = await hashPassword(randomBytes(16).toString('hex'), ctx.cost);
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
