import {
  matchesPattern,
  registerFields,
  registerMethods,
  type ErrorCode,
  type MemberInfo,
  type RegisterField,
} from '@lobby/contract';
import type { Ctx, Handlers, MemberRow, Req } from '../context.ts';
import { me } from '../context.ts';
import { ApiError, money, str } from '../http.ts';
import { isWeakPassword } from '../common-passwords.ts';
import { hashPassword, verifyPassword } from '../security.ts';
import {
  findByMobile,
  findMember,
  guardSecret,
  memberById,
  normaliseMobile,
  startSession,
  useCaptcha,
  useSmsCode,
  maskedCardNo,
} from '../services.ts';
import { rememberDevice, revokeRemembered } from '../remember.ts';
import { captchaIdOf } from './session.ts';
import { checkPaymentPassword } from './wallet.ts';

export const iconUrl = (merchant: string, icon: number) => `/cdn/${merchant}/avatar/${icon}.svg`;
export const iconCount = 12;

export function memberInfo(ctx: Ctx, m: MemberRow): MemberInfo {
  const upline = m.upline_id
    ? (ctx.db.prepare('SELECT username FROM members WHERE id = ?').get(m.upline_id) as { username: string } | undefined)
    : undefined;
  const vip = ctx.db.prepare('SELECT name FROM vip_levels WHERE level = ?').get(m.vip_level) as
    { name: string } | undefined;
  return {
    id: m.id,
    account: m.username,
    type: m.type,
    regDate: m.reg_date,
    toUpline: upline?.username ?? null,
    nickname: m.nickname,
    email: m.email,
    payeeName: m.payee_name,
    mobileNum: m.mobile_num,
    countryDialingCode: m.country_dialing_code,
    vipLevel: m.vip_level,
    vipName: vip?.name ?? null,
    iconUrl: iconUrl(m.merchant, m.icon),
    hasPaymentPassword: !!m.payment_password_hash,
    merchantCode: m.merchant,
    affiliateCode: m.affiliate_code,
  };
}

/** The error code a failing field answers with. */
const fieldError: Partial<Record<RegisterField, ErrorCode>> = {
  username: 'username.format',
  password: 'password.format',
  confirmPassword: 'password.confirm.mismatch',
  paymentPassword: 'payment.password.format',
  email: 'email.format',
  mobileNum: 'mobile.invalid',
  nickname: 'name.format',
  payeeName: 'name.format',
  verificationCode: 'verification.code.invalid',
  affiliateCode: 'invitation.code.invalid',
  recommenderId: 'referrer.invalid',
  captcha: 'captcha.required',
};

export function memberRoutes(ctx: Ctx): Handlers {
  const { db } = ctx;

  async function register(req: Req, method: 'username' | 'mobile') {
    const settings = req.merchant.registerSettings;
    const flags = req.merchant.flags;
    const b = req.body;
    const val = (f: RegisterField): string | undefined => {
      const v = b[f];
      if (v === undefined || v === null) return undefined;
      if (typeof v !== 'string' && typeof v !== 'number')
        throw new ApiError(fieldError[f] ?? 'param.invalid', { field: f });
      const s = String(v);
      if (s.trim() === '') return undefined;
      // A password is kept as typed: its pattern refuses a space at either end, where a trim would
      // have stored another secret than the one the player chose (docs/decisions/passwords.md).
      return f === 'password' || f === 'confirmPassword' ? s : s.trim();
    };
    const needed = new Set<RegisterField>();
    if (method === 'username') needed.add('username').add('password').add('confirmPassword');
    else {
      needed.add('mobileNum');
      if (flags.MOBILENUMPASSREG3 === '1') needed.add('password').add('confirmPassword');
      if (flags.REGMOBVERF3 === '1') needed.add('verificationCode');
    }
    if (settings.captcha.enabled)
      await guardSecret(ctx, { ip: req.ip }, () => useCaptcha(ctx, captchaIdOf(req), b.captcha));
    const values: Partial<Record<RegisterField, string>> = {};
    for (const f of registerFields) {
      if (f === 'captcha') continue;
      // The mobile method has no username, and a password only with MOBILENUMPASSREG3 (docs/product/screens-and-routes.md#route-list).
      if (method === 'mobile' && (f === 'username' || f === 'password' || f === 'confirmPassword') && !needed.has(f))
        continue;
      const s = settings[f];
      const v = val(f);
      const relevant =
        needed.has(f) || (s.enabled && f !== 'verificationCode' && !(method === 'username' && f === 'mobileNum' && !v));
      if (!relevant) continue;
      const required = needed.has(f) || (s.required && f !== 'mobileNum' && f !== 'verificationCode');
      if (!v) {
        if (required) throw new ApiError(fieldError[f] ?? 'param.invalid', { field: f });
        continue;
      }
      if (f !== 'confirmPassword' && !matchesPattern(s.patternId, v))
        throw new ApiError(fieldError[f] ?? 'param.invalid', { field: f });
      if (f === 'password' && isWeakPassword(v, val('username'))) throw new ApiError('password.weak', { field: f });
      values[f] = v;
    }
    if ((values.password ?? '') !== (values.confirmPassword ?? '')) throw new ApiError('password.confirm.mismatch');

    let dialing: string | null = null;
    let mobile: string | null = null;
    if (values.mobileNum) {
      const n = normaliseMobile(b.countryDialingCode, values.mobileNum);
      dialing = n.dialing;
      mobile = n.mobile;
      if (findByMobile(ctx, req.merchant.code, dialing, mobile)) throw new ApiError('mobile.exists');
      if (method === 'mobile' && flags.REGMOBVERF3 === '1')
        await useSmsCode(ctx, req.ip, n.key, 'register', values.verificationCode);
    }
    const username = method === 'username' ? values.username! : mobile!;
    if (findMember(ctx, req.merchant.code, username)) throw new ApiError('user.exists');

    let uplineId: number | null = null;
    if (values.affiliateCode) {
      const agent = db
        .prepare('SELECT id FROM members WHERE affiliate_code = ? AND merchant = ? AND status = 1')
        .get(values.affiliateCode, req.merchant.code) as { id: number } | undefined;
      if (!agent) throw new ApiError('invitation.code.invalid');
      uplineId = agent.id;
    }
    if (values.recommenderId && !findMember(ctx, req.merchant.code, values.recommenderId)) {
      const byCode = db.prepare('SELECT id FROM members WHERE affiliate_code = ?').get(values.recommenderId);
      if (!byCode) throw new ApiError('referrer.invalid');
    }
    const password = values.password ?? crypto.randomUUID();
    const hash = await hashPassword(password, ctx.cost);
    const payHash = values.paymentPassword ? await hashPassword(values.paymentPassword, ctx.cost) : null;
    const method_ =
      typeof b.registerMethod === 'string' && (registerMethods as readonly string[]).includes(b.registerMethod)
        ? b.registerMethod
        : 'H5';
    const id = Number(
      db
        .prepare(
          `INSERT INTO members (merchant, username, username_lc, password_hash, payment_password_hash, type, upline_id, reg_date,
           country_dialing_code, mobile_num, email, nickname, payee_name, first_time_login, register_method, extra)
           VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
        )
        .run(
          req.merchant.code,
          username,
          username.toLowerCase(),
          hash,
          payHash,
          uplineId,
          ctx.now().toISOString(),
          dialing,
          mobile,
          values.email ?? null,
          values.nickname ?? null,
          values.payeeName ?? null,
          method_,
          JSON.stringify({
            idNumber: values.idNumber,
            qqNum: values.qqNum,
            facebook: values.facebook,
            wechat: values.wechat,
            line: values.line,
            whatsapp: values.whatsapp,
            zalo: values.zalo,
            registerUrl: typeof b.registerUrl === 'string' ? b.registerUrl.slice(0, 200) : undefined,
            domain: typeof b.domain === 'string' ? b.domain.slice(0, 200) : undefined,
          }),
        ).lastInsertRowid,
    );
    db.prepare('INSERT INTO inbox (member_id, title, content, read, created_at) VALUES (?, ?, ?, 0, ?)').run(
      id,
      'Welcome to Lobby',
      '<p>Welcome! Your first-login gift is waiting in the reward center.</p>',
      ctx.now().toISOString(),
    );
    return startSession(ctx, memberById(ctx, id));
  }

  /** A new login password: the pattern, then not easy to guess (docs/decisions/passwords.md). */
  const checkNewPassword = (v: string, name: string | null) => {
    if (!matchesPattern(4, v)) throw new ApiError('password.format');
    if (isWeakPassword(v, name)) throw new ApiError('password.weak');
  };

  return {
    memberInfo: (req) => memberInfo(ctx, me(req)),
    register: (req) => register(req, 'username'),
    registerMobile: (req) => register(req, 'mobile'),
    trialUser: () => ({ trialName: 'TRIAL' + crypto.randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase() }),

    iconGet: (req) => {
      const m = me(req);
      return {
        icon: m.icon,
        iconUrl: iconUrl(m.merchant, m.icon),
        icons: Array.from({ length: iconCount }, (_, i) => ({ icon: i + 1, iconUrl: iconUrl(m.merchant, i + 1) })),
      };
    },
    iconSet: (req) => {
      const m = me(req);
      const icon = Number(str(req.body, 'icon', { max: 3 }));
      if (!Number.isInteger(icon) || icon < 1 || icon > iconCount) throw new ApiError('param.invalid');
      db.prepare('UPDATE members SET icon = ? WHERE id = ?').run(icon, m.id);
      return {
        icon,
        iconUrl: iconUrl(m.merchant, icon),
        icons: Array.from({ length: iconCount }, (_, i) => ({ icon: i + 1, iconUrl: iconUrl(m.merchant, i + 1) })),
      };
    },
    setNickname: (req) => {
      const v = str(req.body, 'nickname', { max: 30 });
      if (!matchesPattern(6, v)) throw new ApiError('name.format');
      db.prepare('UPDATE members SET nickname = ? WHERE id = ?').run(v, me(req).id);
      return memberInfo(ctx, memberById(ctx, me(req).id));
    },
    setEmail: (req) => {
      const v = str(req.body, 'email', { max: 64 });
      if (!matchesPattern(3, v)) throw new ApiError('email.format');
      db.prepare('UPDATE members SET email = ? WHERE id = ?').run(v, me(req).id);
      return memberInfo(ctx, memberById(ctx, me(req).id));
    },
    setPayeeName: (req) => {
      const v = str(req.body, 'payeeName', { max: 30 });
      if (!matchesPattern(6, v)) throw new ApiError('name.format');
      // The payee name must match the bank account holder, so it can be set only once.
      if (me(req).payee_name) throw new ApiError('contact.agent');
      db.prepare('UPDATE members SET payee_name = ? WHERE id = ?').run(v, me(req).id);
      return memberInfo(ctx, memberById(ctx, me(req).id));
    },

    changePassword: async (req) => {
      const m = me(req);
      const oldPassword = str(req.body, 'oldPassword', { max: 64, trim: false });
      const newPassword = str(req.body, 'newPassword', { max: 64, trim: false });
      const confirm = str(req.body, 'confirmNewPassword', { max: 64, trim: false });
      checkNewPassword(newPassword, m.username);
      if (newPassword !== confirm) throw new ApiError('password.confirm.mismatch');
      if (newPassword === oldPassword) throw new ApiError('modify.new.old.same');
      await guardSecret(ctx, { account: `pwd:${m.id}` }, async () => {
        if (!(await verifyPassword(oldPassword, m.password_hash))) throw new ApiError('password.incorrect');
      });
      db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(
        await hashPassword(newPassword, ctx.cost),
        m.id,
      );
      // Other devices must log in again; this session stays. Every remembered login ends (whoever knew
      // the old password may have ticked remember-me); this device gets a new one when it asks.
      db.prepare(
        "UPDATE sessions SET revoked = 'logout' WHERE member_id = ? AND token_hash <> ? AND revoked IS NULL",
      ).run(m.id, req.session?.tokenHash);
      revokeRemembered(ctx, { memberId: m.id }, 'password');
      if (req.body.rememberMe === true) rememberDevice(ctx, req, m);
      return null;
    },

    forgotPassword: async (req) => {
      const username = str(req.body, 'username', { max: 32 });
      const email = str(req.body, 'email', { max: 64 });
      if (!matchesPattern(3, email)) throw new ApiError('email.format');
      const m = findMember(ctx, req.merchant.code, username);
      if (!m || m.status !== 1) throw new ApiError('user.not.exist');
      const account = `forgot:${m.id}|${req.ip}`;
      await guardSecret(ctx, { account, ip: req.ip }, () => {
        if (!m.email || m.email.toLowerCase() !== email.toLowerCase()) throw new ApiError('email.incorrect');
      });
      db.prepare('INSERT INTO email_outbox (to_email, subject, body, created_at) VALUES (?, ?, ?, ?)').run(
        m.email,
        'Reset your Lobby password',
        `Hello ${m.username}, use the SMS reset or contact support to set a new password.`,
        ctx.now().toISOString(),
      );
      return null;
    },

    setPasswordByPhone: async (req) => {
      const { key, dialing, mobile } = normaliseMobile(req.body.countryDialingCode, req.body.mobileNum);
      const newPassword = str(req.body, 'newPassword', { max: 64, trim: false });
      // Checked before the number is looked up, so the answer says nothing of whether it is registered.
      checkNewPassword(newPassword, mobile);
      const m = findByMobile(ctx, req.merchant.code, dialing, mobile);
      if (!m || m.status !== 1) throw new ApiError('user.not.exist');
      await useSmsCode(ctx, req.ip, key, 'reset', req.body.verificationCode);
      if (await verifyPassword(newPassword, m.password_hash)) throw new ApiError('modify.new.old.same');
      db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(
        await hashPassword(newPassword, ctx.cost),
        m.id,
      );
      db.prepare("UPDATE sessions SET revoked = 'logout' WHERE member_id = ? AND revoked IS NULL").run(m.id);
      revokeRemembered(ctx, { memberId: m.id }, 'password');
      return { userName: m.username };
    },

    hasWithdrawalPassword: (req) => !!me(req).payment_password_hash,
    setPaymentPassword: async (req) => {
      const m = me(req);
      const password = str(req.body, 'password', { max: 64 });
      const pay = str(req.body, 'paymentPassword', { max: 12 });
      if (!matchesPattern(5, pay)) throw new ApiError('payment.password.format');
      if (m.payment_password_hash)
        throw new ApiError('function.not.available', {}, 'Payment password already set; use reset');
      // The login password's counter, shared with change password: a session must not buy unlimited guesses.
      await guardSecret(ctx, { account: `pwd:${m.id}` }, async () => {
        if (!(await verifyPassword(password, m.password_hash))) throw new ApiError('password.incorrect');
      });
      db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(
        await hashPassword(pay, ctx.cost),
        m.id,
      );
      return null;
    },
    resetPaymentPassword: async (req) => {
      const m = me(req);
      const oldPay = str(req.body, 'oldPaymentPassword', { max: 12 });
      const newPay = str(req.body, 'newPaymentPassword', { max: 12 });
      if (!matchesPattern(5, newPay)) throw new ApiError('payment.password.format');
      if (!m.payment_password_hash) throw new ApiError('payment.password.required');
      await checkPaymentPassword(ctx, m, oldPay);
      if (oldPay === newPay) throw new ApiError('modify.new.old.same');
      db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(
        await hashPassword(newPay, ctx.cost),
        m.id,
      );
      return null;
    },
    securityConfig: (req) => {
      const m = me(req);
      const cards = db.prepare('SELECT count(*) AS n FROM bank_cards WHERE member_id = ?').get(m.id) as { n: number };
      return {
        hasPaymentPassword: !!m.payment_password_hash,
        mobileBound: !!m.mobile_num,
        emailBound: !!m.email,
        bankCardCount: cards.n,
      };
    },
    bankCards: (req) =>
      (
        db
          .prepare('SELECT id, bank_name, card_no, account_name FROM bank_cards WHERE member_id = ? ORDER BY id')
          .all(me(req).id) as {
          id: number;
          bank_name: string;
          card_no: string;
          account_name: string;
        }[]
      ).map((c) => ({
        id: c.id,
        bankName: c.bank_name,
        cardNo: maskedCardNo(c.card_no),
        accountName: c.account_name,
      })),
    addBankCard: async (req) => {
      const m = me(req);
      const bankName = str(req.body, 'bankName', { max: 50 });
      const cardNo = str(req.body, 'cardNo', { max: 19 }).replace(/\s/g, '');
      const accountName = str(req.body, 'accountName', { max: 30 }).replace(/\s+/g, ' ');
      if (!/^\d{8,19}$/.test(cardNo) || bankName.length < 2) throw new ApiError('bank.card.invalid');
      if (!matchesPattern(6, accountName)) throw new ApiError('name.format');
      // Withdrawals pay to a card, so adding one is a payment like a withdrawal: it takes the PIN.
      await checkPaymentPassword(ctx, m, req.body.paymentPassword);
      // The card must be the member's own: its holder is the payee name (set once; the first card sets it).
      const payee = m.payee_name?.trim().replace(/\s+/g, ' ');
      if (payee && payee.toLowerCase() !== accountName.toLowerCase())
        throw new ApiError('bank.card.invalid', { field: 'accountName' }, 'The account holder must be the payee name');
      return db.transaction(() => {
        const n = (db.prepare('SELECT count(*) AS n FROM bank_cards WHERE member_id = ?').get(m.id) as { n: number }).n;
        if (n >= 5) throw new ApiError('bank.card.invalid', {}, 'At most 5 bank cards');
        if (!payee)
          db.prepare('UPDATE members SET payee_name = ? WHERE id = ? AND payee_name IS NULL').run(accountName, m.id);
        const id = Number(
          db
            .prepare(
              'INSERT INTO bank_cards (member_id, bank_name, card_no, account_name, created_at) VALUES (?, ?, ?, ?, ?)',
            )
            .run(m.id, bankName, cardNo, payee ?? accountName, ctx.now().toISOString()).lastInsertRowid,
        );
        return { id, bankName, cardNo: maskedCardNo(cardNo), accountName: payee ?? accountName };
      })();
    },
    checkUsername: (req) => {
      const u = str(req.query, 'username', { max: 32 });
      return { exists: !!findMember(ctx, req.merchant.code, u) };
    },
    memberClub: (req) => {
      const m = me(req);
      const levels = (
        db.prepare('SELECT * FROM vip_levels ORDER BY level').all() as {
          level: number;
          name: string;
          required_bet_cents: number;
          benefits: string;
        }[]
      ).map((l) => ({
        level: l.level,
        name: l.name,
        requiredBet: money(l.required_bet_cents),
        benefits: JSON.parse(l.benefits),
      }));
      return { currentLevel: m.vip_level, totalBet: money(m.total_bet_cents), levels };
    },
  };
}
