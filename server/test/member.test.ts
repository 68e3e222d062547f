import { describe, expect, it } from 'vitest';
import type { LoginValue, MemberInfo } from '@lobby/contract';
import { captcha, encrypted, failed, login, ok, serverWithDemoLogins, token } from './helpers.ts';

const s = serverWithDemoLogins();

const reg = async (payload: Record<string, unknown>, path = '/wps/member/register') =>
  encrypted<LoginValue>(s.api, path, { ...(await captcha(s.api)), type: 0, registerMethod: 'H5', ...payload }, 'PUT');

describe('register by username', () => {
  it('registers, logs in and links the upline by invitation code', async () => {
    const v = ok(
      await reg({
        username: 'newbie_01',
        password: 'Lantern42',
        confirmPassword: 'Lantern42',
        affiliateCode: 'AGENT88',
        email: 'n@lobby.example',
      }),
    );
    expect(v).toMatchObject({ userName: 'newbie_01', customerType: 0, firstTimeLogin: true });
    const info = ok(await s.api<MemberInfo>('/wps/member/info', { token: v.token }));
    expect(info).toMatchObject({ account: 'newbie_01', toUpline: 'demo_agent', email: 'n@lobby.example' });
  });

  it('answers a clear code per broken field', async () => {
    const base = { username: 'newbie_02', password: 'Lantern42', confirmPassword: 'Lantern42' };
    expect(failed(await reg({ ...base, username: '1bad' })).code).toBe('username.format');
    expect(failed(await reg({ ...base, password: 'short', confirmPassword: 'short' })).code).toBe('password.format');
    expect(failed(await reg({ ...base, confirmPassword: 'Other123' })).code).toBe('password.confirm.mismatch');
    expect(failed(await reg({ ...base, email: 'not-an-email' })).code).toBe('email.format');
    expect(failed(await reg({ ...base, affiliateCode: 'NOPE9999' })).code).toBe('invitation.code.invalid');
    expect(failed(await reg({ ...base, username: 'demo_player' })).code).toBe('user.exists');
    const noCaptcha = await encrypted(s.api, '/wps/member/register', base, 'PUT');
    expect(failed(noCaptcha).code).toBe('captcha.required');
  });

  it('is off when USERNAMEREG3 is off', async () => {
    ok(await s.api('/__dev/flags', { method: 'PUT', body: { USERNAMEREG3: '0' } }));
    const res = await reg({ username: 'newbie_03', password: 'Lantern42', confirmPassword: 'Lantern42' });
    expect(failed(res).code).toBe('function.not.available');
    ok(await s.api('/__dev/flags', { method: 'PUT', body: { USERNAMEREG3: '1' } }));
  });
});

describe('register by mobile', () => {
  it('verifies the SMS code and uses the mobile number as the username', async () => {
    ok(
      await s.api('/wps/verification/sms/noLogin', {
        body: { mobileNum: '9171112222', countryDialingCode: '+63', purpose: 'register' },
      }),
    );
    const code = ok(await s.api<{ code: string }[]>('/__dev/sms-outbox?mobile=%2B639171112222'))[0]!.code;
    const payload = {
      mobileNum: '9171112222',
      countryDialingCode: '+63',
      password: 'Mobile12',
      confirmPassword: 'Mobile12',
    };
    expect(failed(await reg({ ...payload, verificationCode: '000' }, '/wps/member/register/mobile')).code).toBe(
      'verification.code.invalid',
    );
    const v = ok(await reg({ ...payload, verificationCode: code }, '/wps/member/register/mobile'));
    expect(v.userName).toBe('9171112222');
    expect(ok(await login(s.api, '9171112222', 'Mobile12')).userName).toBe('9171112222');
    expect(
      failed(
        await s.api('/wps/verification/sms/noLogin', {
          body: { mobileNum: '9171112222', countryDialingCode: '+63', purpose: 'register' },
        }),
      ).code,
    ).toBe('mobile.exists');
  });
});

describe('member info and profile', () => {
  it('answers member info of the session', async () => {
    const info = ok(await s.api<MemberInfo>('/wps/member/info', { token: s.player }));
    expect(info).toMatchObject({
      account: 'demo_player',
      type: 0,
      toUpline: 'demo_agent',
      vipLevel: 3,
      hasPaymentPassword: true,
    });
    expect(Date.parse(info.regDate)).toBeLessThan(Date.now());
  });

  it('sets nickname, e-mail, payee name (once) and icon', async () => {
    expect(
      ok(await s.api<MemberInfo>('/wps/member/info/nickname', { token: s.player, body: { nickname: 'Maria S' } }))
        .nickname,
    ).toBe('Maria S');
    expect(failed(await s.api('/wps/member/info/nickname', { token: s.player, body: { nickname: '<b>' } })).code).toBe(
      'name.format',
    );
    expect(
      ok(await s.api<MemberInfo>('/wps/member/info/email', { token: s.player, body: { email: 'm@lobby.example' } }))
        .email,
    ).toBe('m@lobby.example');
    expect(failed(await s.api('/wps/member/info/email', { token: s.player, body: { email: 'x' } })).code).toBe(
      'email.format',
    );
    expect(
      failed(await s.api('/wps/member/info/payeename', { token: s.player, body: { payeeName: 'Other Name' } })).code,
    ).toBe('contact.agent');
    const icon = ok(
      await s.api<{ icon: number; icons: unknown[] }>('/wps/member/info/icon', {
        token: s.player,
        form: { icon: '7' },
      }),
    );
    expect(icon.icon).toBe(7);
    expect(ok(await s.api<{ icon: number }>('/wps/member/info/icon', { token: s.player })).icon).toBe(7);
    expect(failed(await s.api('/wps/member/info/icon', { token: s.player, form: { icon: '99' } })).code).toBe(
      'param.invalid',
    );
  });

  it('answers security config, bank cards, username check and the VIP club', async () => {
    expect(ok(await s.api('/wps/member/securityConfig', { token: s.player }))).toMatchObject({
      hasPaymentPassword: true,
      mobileBound: true,
      bankCardCount: 1,
    });
    const cards = ok(await s.api<{ cardNo: string }[]>('/wps/member/bankCard', { token: s.player }));
    expect(cards[0]!.cardNo).toBe('**** 4321');
    const added = ok(
      await s.api<{ cardNo: string }>('/wps/member/bankCard', {
        token: s.player,
        body: { bankName: 'BPI', cardNo: '1234 5678 9012', accountName: 'Maria Santos', paymentPassword: '123456' },
      }),
    );
    expect(added.cardNo).toBe('**** 9012');
    expect(
      failed(
        await s.api('/wps/member/bankCard', {
          token: s.player,
          body: { bankName: 'BPI', cardNo: '12', accountName: 'Maria Santos' },
        }),
      ).code,
    ).toBe('bank.card.invalid');
    expect(ok(await s.api('/wps/check/username?username=DEMO_PLAYER'))).toEqual({ exists: true });
    expect(ok(await s.api('/wps/check/username?username=free_name'))).toEqual({ exists: false });
    const club = ok(
      await s.api<{ levels: unknown[]; currentLevel: number }>('/wps/relay/memberClub', { token: s.player }),
    );
    expect(club.levels).toHaveLength(10);
    expect(club.currentLevel).toBe(3);
  });
});

describe('passwords', () => {
  it('changes the password with the docs/product/states.md#popup rules', async () => {
    const t = await token(s.api, 'demo_fresh', 'Fresh123');
    const change = (b: Record<string, string>) => s.api('/wps/member/password', { token: t, body: b });
    expect(
      failed(await change({ oldPassword: 'Fresh123', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' })).code,
    ).toBe('modify.new.old.same');
    expect(
      failed(await change({ oldPassword: 'Fresh123', newPassword: 'Fresh456', confirmNewPassword: 'Fresh789' })).code,
    ).toBe('password.confirm.mismatch');
    expect(
      failed(await change({ oldPassword: 'Wrong123', newPassword: 'Fresh456', confirmNewPassword: 'Fresh456' })).code,
    ).toBe('password.incorrect');
    expect(failed(await change({ oldPassword: 'Fresh123', newPassword: 'x', confirmNewPassword: 'x' })).code).toBe(
      'password.format',
    );
    ok(await change({ oldPassword: 'Fresh123', newPassword: 'Fresh456', confirmNewPassword: 'Fresh456' }));
    expect(ok(await login(s.api, 'demo_fresh', 'Fresh456')).userName).toBe('demo_fresh');
  });

  it('forgot password by e-mail (form body)', async () => {
    ok(await s.api('/wps/member/password/forgot', { form: { username: 'demo_agent', email: 'AGENT@lobby.example' } }));
    expect(
      failed(
        await s.api('/wps/member/password/forgot', { form: { username: 'demo_agent', email: 'other@lobby.example' } }),
      ).code,
    ).toBe('email.incorrect');
    expect(
      failed(await s.api('/wps/member/password/forgot', { form: { username: 'ghost_user', email: 'a@lobby.example' } }))
        .code,
    ).toBe('user.not.exist');
    expect(
      failed(await s.api('/wps/member/password/forgot', { form: { username: 'demo_agent', email: 'bad' } })).code,
    ).toBe('email.format');
  });

  it('sets a password by phone with an SMS code', async () => {
    ok(
      await s.api('/wps/verification/sms/noLogin', {
        body: { mobileNum: '9170000002', countryDialingCode: '+63', purpose: 'reset' },
      }),
    );
    const code = ok(await s.api<{ code: string }[]>('/__dev/sms-outbox?mobile=%2B639170000002'))[0]!.code;
    const body = {
      mobileNum: '9170000002',
      countryDialingCode: '+63',
      newPassword: 'Agent123',
      verificationCode: code,
    };
    expect(failed(await s.api('/wps/member/password/phone', { body })).code).toBe('modify.new.old.same');
    ok(
      await s.api('/wps/verification/sms/noLogin', {
        body: { mobileNum: '9170000002', countryDialingCode: '+63', purpose: 'reset' },
      }),
    );
    const code2 = ok(await s.api<{ code: string }[]>('/__dev/sms-outbox?mobile=%2B639170000002'))[0]!.code;
    expect(
      ok(
        await s.api('/wps/member/password/phone', {
          body: { ...body, newPassword: 'Agent456', verificationCode: code2 },
        }),
      ),
    ).toEqual({ userName: 'demo_agent' });
    // docs/product/states.md#set-password-by-phone: then logs in with username = mobile and the new password.
    expect(ok(await login(s.api, '9170000002', 'Agent456')).userName).toBe('demo_agent');
    expect(failed(await s.api('/wps/member/password/phone', { body: { ...body, newPassword: 'Agent789' } })).code).toBe(
      'verification.code.error',
    );
  });

  it('sets and resets the payment password', async () => {
    const t = (await login(s.api, 'newbie_01', 'Lantern42').then(ok)).token;
    expect(ok(await s.api('/wps/member/hasWithdrawalPassword', { token: t }))).toBe(false);
    expect(
      failed(
        await s.api('/wps/member/paymentPassword', {
          token: t,
          body: { password: 'Wrong123', paymentPassword: '654321' },
        }),
      ).code,
    ).toBe('password.incorrect');
    expect(
      failed(
        await s.api('/wps/member/paymentPassword', {
          token: t,
          body: { password: 'Lantern42', paymentPassword: '12ab' },
        }),
      ).code,
    ).toBe('payment.password.format');
    ok(
      await s.api('/wps/member/paymentPassword', {
        token: t,
        body: { password: 'Lantern42', paymentPassword: '654321' },
      }),
    );
    expect(ok(await s.api('/wps/member/hasWithdrawalPassword', { token: t }))).toBe(true);
    expect(
      failed(
        await s.api('/wps/member/paymentPassword/reset', {
          token: t,
          body: { oldPaymentPassword: '000000', newPaymentPassword: '111111' },
        }),
      ).code,
    ).toBe('payment.password.invalid');
    ok(
      await s.api('/wps/member/paymentPassword/reset', {
        token: t,
        body: { oldPaymentPassword: '654321', newPaymentPassword: '111111' },
      }),
    );
  });
});
