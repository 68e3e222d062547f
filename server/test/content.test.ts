import { describe, expect, it } from 'vitest';
import {
  decodeServiceLink,
  whitelabelFlags,
  type AnnouncementsValue,
  type HotMatch,
  type Promotion,
  type ServiceLink,
  type Winner,
} from '@lobby/contract';
import { failed, ok, serverWithDemoLogins, token } from './helpers.ts';

const s = serverWithDemoLogins();

describe('system', () => {
  it('answers every whitelabel flag as enabled "1" or "0"', async () => {
    const flags = ok(await s.api<Record<string, { enabled: string }>>('/wps/system/whitelabel'));
    expect(Object.keys(flags).sort()).toEqual([...whitelabelFlags].sort());
    expect(flags.DIRECTREG3).toEqual({ enabled: '1' });
    expect(flags.FACEBOOKLOGIN3).toEqual({ enabled: '0' });
  });

  it('reports maintenance over region restriction, and maintenance closes other calls', async () => {
    expect(ok(await s.api<{ status: number }>('/wps/system/status')).status).toBe(0);
    ok(await s.api('/__dev/status', { method: 'PUT', body: { regionRestricted: true } }));
    expect(ok(await s.api<{ status: number }>('/wps/system/status')).status).toBe(2);
    expect(failed(await s.api('/wps/relay/games')).code).toBe('region.restricted');
    ok(await s.api('/__dev/status', { method: 'PUT', body: { maintenance: true } }));
    expect(ok(await s.api<{ status: number }>('/wps/system/status')).status).toBe(1);
    const res = await s.api('/wps/relay/games');
    expect(res.status).toBe(503);
    expect(failed(res).code).toBe('system.maintenance');
    ok(await s.api('/__dev/status', { method: 'PUT', body: { maintenance: false, regionRestricted: false } }));
    ok(await s.api('/wps/relay/games'));
  });

  it('answers countries (+63 first), help center HTML, register settings and consolidated settings', async () => {
    const countries = ok(await s.api<{ countryDialingCode: string; code: string }[]>('/wps/system/country'));
    expect(countries[0]).toMatchObject({ code: 'PH', countryDialingCode: '+63' });
    expect(countries.length).toBeGreaterThanOrEqual(12);
    const help = ok(await s.api<{ content: string }[]>('/wps/system/helpCenter?device=MOBILE&lang=EN'));
    expect(help.length).toBeGreaterThan(5);
    expect(help.some((h) => h.content.includes('<script>'))).toBe(true);
    const reg = ok(
      await s.api<{
        fields: Record<string, { enabled: boolean; patternId: number }>;
        patterns: Record<string, unknown>;
      }>('/wps/system/setting/register'),
    );
    expect(reg.fields.password).toMatchObject({ enabled: true, required: true, patternId: 4 });
    expect(reg.patterns['4']).toMatchObject({ minLength: 6, maxLength: 64, flags: 'u' });
    const c = ok(
      await s.api<{ vipBenefits: boolean; promotions: Record<string, boolean>; templates: Record<string, string> }>(
        '/wps/system/settings/consolidated',
      ),
    );
    expect(c).toMatchObject({
      vipBenefits: true,
      promotions: { MISSION: true, REFERRAL: true },
      templates: { mem_cen: '1' },
    });
    expect(ok(await s.api<{ domains: string[] }>('/wps/system/domainRoute')).domains[0]).toBe('127.0.0.1');
  });

  it('accepts feedback up to 140 characters from members', async () => {
    expect(
      ok(
        await s.api<{ id: number }>('/wps/feedback', {
          method: 'PUT',
          token: s.player,
          body: { content: 'Great games!' },
        }),
      ).id,
    ).toBeGreaterThan(0);
    expect(
      failed(await s.api('/wps/feedback', { method: 'PUT', token: s.player, body: { content: 'x'.repeat(141) } })).code,
    ).toBe('content.too.long');
    expect(failed(await s.api('/wps/feedback', { method: 'PUT', body: { content: 'hi' } })).code).toBe(
      'user.or.token.invalid',
    );
  });

  it('rejects an unknown merchant', async () => {
    expect(failed(await s.api('/wps/system/whitelabel', { merchant: 'NOPE' })).code).toBe('merchant.invalid');
  });
});

describe('announcements', () => {
  const home = '/wps/relay/announcements?types=B,PL,PU,H&groupName=m_home&platform=M&merchantCode=LOBBY';
  it('shows guests popup group B and members group A (docs/product/states.md#popup)', async () => {
    const guest = ok(await s.api<AnnouncementsValue>(home));
    const popups = guest.list.filter((a) => a.type === 'PU');
    expect(popups.map((p) => p.execution)).toEqual(['B', 'B']);
    expect(guest.list.some((a) => a.type === 'B' && a.url?.endsWith('.svg'))).toBe(true);
    expect(guest.list.some((a) => a.type === 'H')).toBe(true);
    const member = ok(await s.api<AnnouncementsValue>(home, { token: s.player }));
    expect(new Set(member.list.filter((a) => a.type === 'PU').map((p) => p.execution))).toEqual(new Set(['A']));
  });

  it('adds group F on a first login', async () => {
    const fresh = await token(s.api, 'demo_fresh', 'Fresh123');
    const v = ok(await s.api<AnnouncementsValue>(home, { token: fresh }));
    expect(v.list.filter((a) => a.type === 'PU').map((a) => a.execution)).toContain('F');
  });

  it('answers registration banners for m_reg and validates types', async () => {
    const v = ok(await s.api<AnnouncementsValue>('/wps/relay/announcements?types=B&groupName=m_reg&platform=M'));
    expect(v.list).toHaveLength(2);
    expect(failed(await s.api('/wps/relay/announcements?types=ZZ')).code).toBe('param.invalid');
  });

  it('gives agents type A with an unread count that drops when read', async () => {
    const v = ok(
      await s.api<AnnouncementsValue>('/wps/relay/announcements?types=A&groupName=m_home', { token: s.agent }),
    );
    expect(v.list).toHaveLength(6);
    expect(v.footer.unreadCount).toBe(4);
    const unread = v.list.find((a) => !a.read)!;
    expect(
      ok(
        await s.api<{ unreadCount: number }>('/wps/relay/announcements/read', {
          token: s.agent,
          body: { id: unread.id },
        }),
      ).unreadCount,
    ).toBe(3);
    expect(
      ok(await s.api<AnnouncementsValue>('/wps/relay/announcements?types=A', { token: s.player })).list,
    ).toHaveLength(0);
  });
});

describe('home content', () => {
  it('answers banners, upcoming hot matches, winners and links', async () => {
    expect(ok(await s.api<unknown[]>('/wps/relay/banners')).length).toBe(5);
    const matches = ok(await s.api<HotMatch[]>('/wps/relay/hotMatches'));
    expect(matches.length).toBeGreaterThan(3);
    for (const m of matches) expect(Date.parse(m.matchTime)).toBeGreaterThan(Date.now());
    expect(matches[0]!.homeTeamImageUrl).toMatch(/^\/cdn\/LOBBY\/team\//);
    const winners = ok(
      await s.api<{ list: Winner[] }>('/wps/relay/winners?gameCategory=ALL&language=EN&limitNum=50'),
    ).list;
    expect(winners).toHaveLength(20);
    const amounts = winners.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const dl = ok(await s.api<{ resourceType: string }[]>('/wps/relay/downloadLinks'));
    expect(dl.map((d) => d.resourceType).sort()).toEqual(['Android', 'AppDownloadIcon', 'IOS', 'MOBILECONFIG']);
    const svc = ok(await s.api<ServiceLink[]>('/wps/relay/serviceLinks'));
    expect(svc.map((l) => decodeServiceLink(l.path))).toContain('https://t.me/lobby_support');
  });

  it('serves generated SVG images with a cache header', async () => {
    for (const path of [
      '/cdn/LOBBY/game/10001.svg',
      '/cdn/LOBBY/vendor/PG.svg',
      '/cdn/LOBBY/banner/1.svg',
      '/cdn/LOBBY/team/Arsenal.svg',
      '/cdn/LOBBY/avatar/3.svg',
      '/cdn/LOBBY/flag/PH.svg',
      '/cdn/LOBBY/app/icon.svg',
      '/cdn/LOBBY/promo/1.svg',
    ]) {
      const res = await fetch(s.base + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toMatch(/^<svg /);
    }
    expect((await fetch(s.base + '/cdn/LOBBY/game/nope.svg')).status).toBe(404);
    expect((await fetch(s.base + '/cdn/LOBBY/game/10001.png')).status).toBe(404);
  });
});

describe('inbox and promotions', () => {
  it('pages the inbox and counts unread', async () => {
    expect(ok(await s.api('/wps/relay/inbox/unread', { token: s.player }))).toBe(5);
    const page = ok(
      await s.api<{ content: { id: number; read: boolean }[]; totalPages: number }>(
        '/wps/relay/inbox?pageNo=1&pageSize=10',
        { token: s.player },
      ),
    );
    expect(page.content).toHaveLength(10);
    expect(page.totalPages).toBe(2);
    const unread = page.content.find((m) => !m.read)!;
    expect(
      ok(await s.api<{ unread: number }>('/wps/relay/inbox/read', { token: s.player, body: { id: unread.id } })).unread,
    ).toBe(4);
    ok(await s.api(`/wps/relay/inbox?id=${unread.id}`, { method: 'DELETE', token: s.player }));
    expect(ok(await s.api('/wps/relay/inbox/count', { token: s.player }))).toEqual({ total: 13, unread: 4 });
    expect(failed(await s.api('/wps/relay/inbox/read', { token: s.player, body: { id: 99999 } })).code).toBe(
      'not.found',
    );
  });

  it('lists promotions in each state, claims an issued one and applies for an open one', async () => {
    const list = ok(await s.api<Promotion[]>('/wps/relay/promotions', { token: s.player }));
    expect(new Set(list.map((p) => p.state))).toEqual(
      new Set(['applying', 'rejected', 'issued', 'claimed', 'signed', 'coming', 'close', 'available']),
    );
    expect(ok(await s.api('/wps/relay/promotions/unclaimed', { token: s.player }))).toBe(2);
    const issued = list.find((p) => p.state === 'issued')!;
    const before = ok(await s.api<{ sumBalance: number }>('/wps/wallets/balance', { token: s.player })).sumBalance;
    expect(
      ok(await s.api<Promotion>('/wps/relay/promotions/claim', { token: s.player, body: { id: issued.id } })).state,
    ).toBe('claimed');
    const after = ok(await s.api<{ sumBalance: number }>('/wps/wallets/balance', { token: s.player })).sumBalance;
    expect(after).toBeCloseTo(before + issued.bonus, 2);
    expect(failed(await s.api('/wps/relay/promotions/claim', { token: s.player, body: { id: issued.id } })).code).toBe(
      'promotion.state',
    );
    const open = list.find((p) => p.state === 'available')!;
    expect(
      ok(
        await s.api<Promotion>('/wps/relay/promotions/apply', {
          token: s.player,
          body: { id: open.id, comment: 'please' },
        }),
      ).state,
    ).toBe('applying');
    expect(
      failed(
        await s.api('/wps/relay/promotions/apply', {
          token: s.player,
          body: { id: open.id, comment: 'x'.repeat(141) },
        }),
      ).code,
    ).toBe('content.too.long');
  });

  it('turns the reward center off with REWCEN3', async () => {
    ok(await s.api('/__dev/flags', { method: 'PUT', body: { flags: { REWCEN3: false } } }));
    expect(failed(await s.api('/wps/relay/promotions', { token: s.player })).code).toBe('function.not.available');
    ok(await s.api('/__dev/flags', { method: 'PUT', body: { flags: { REWCEN3: true } } }));
  });

  it('checks invitation codes and gives invite links with REFERRAL on', async () => {
    expect(ok(await s.api('/wps/agent/affiliate?code=AGENT88&domain=lobby.example'))).toEqual({
      valid: true,
      agent: 'demo_agent',
    });
    expect(failed(await s.api('/wps/agent/affiliate?code=NOPE99')).code).toBe('invitation.code.invalid');
    const urls = ok(
      await s.api<{ affiliateCode: string; urls: string[] }>('/wps/relay/affiliate/urls', { token: s.player }),
    );
    expect(urls.urls[0]).toContain(`affiliateCode=${urls.affiliateCode}`);
    ok(await s.api('/__dev/settings', { method: 'PUT', body: { promotions: { REFERRAL: false } } }));
    expect(failed(await s.api('/wps/relay/affiliate/urls', { token: s.player })).code).toBe('function.not.available');
  });
});
