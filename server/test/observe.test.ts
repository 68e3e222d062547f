/**
 * The platform's metrics as an operator scrapes them: calls by route template and outcome, error codes,
 * rate-limit refusals, secret-check lockouts and database time, behind a bearer token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failed, startServer, token, type TestServer } from './helpers.ts';

function sample(text: string, name: string, labelsPart: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labelsPart));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('platform metrics', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ limits: { lookupPerIp: 2, loginPerAccount: 2 }, metricsToken: 'platform-scrape' });
  });
  afterAll(() => s.close());

  const scrape = async () => {
    const res = await fetch(`${s.base}/metrics`, { headers: { Authorization: 'Bearer platform-scrape' } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('is not served without the token', async () => {
    expect((await fetch(`${s.base}/metrics`)).status).toBe(404);
    expect((await fetch(`${s.base}/metrics`, { headers: { Authorization: 'Bearer nope' } })).status).toBe(404);
  });

  it('counts calls by route template and outcome, and the database time they took', async () => {
    for (let i = 0; i < 30; i++) await s.api(`/wps/system/status?n=${i}`);
    for (let i = 0; i < 30; i++) await s.api(`/wps/no-such-${i}`);
    const text = await scrape();
    expect(sample(text, 'lobby_api_requests_total', 'route="/wps/system/status",outcome="ok"')).toBeGreaterThanOrEqual(
      30,
    );
    expect(sample(text, 'lobby_api_requests_total', 'route="unmatched",outcome="client_error"')).toBe(30);
    expect(text).not.toContain('no-such');
    expect(text).toContain('# TYPE lobby_nodejs_eventloop_lag_p99_seconds gauge');
  });

  it('counts rate-limit refusals by route and lockouts of secret checks', async () => {
    for (let i = 0; i < 3; i++) await s.api('/wps/check/username?username=demo_player');
    const t = await token(s.api);
    const reset = (oldPaymentPassword: string) =>
      s.api('/wps/member/paymentPassword/reset', {
        token: t,
        body: { oldPaymentPassword, newPaymentPassword: '246810' },
      });
    for (let i = 0; i < 2; i++) expect(failed(await reset(`65432${i}`)).code).toBe('payment.password.invalid');
    expect(failed(await reset('123456')).code).toBe('rate.limited');
    const text = await scrape();
    expect(sample(text, 'lobby_rate_limited_total', 'route="/wps/check/username"')).toBe(1);
    expect(sample(text, 'lobby_rate_limited_total', 'route="/wps/member/paymentPassword/reset"')).toBe(1);
    expect(sample(text, 'lobby_secret_lockouts_total', 'scope="account"')).toBe(1);
    expect(
      sample(
        text,
        'lobby_api_errors_total',
        'route="/wps/member/paymentPassword/reset",code="payment.password.invalid"',
      ),
    ).toBe(2);
    // The checks and the login read the database; each statement's time is on the histogram.
    expect(sample(text, 'lobby_db_statement_seconds_count', 'op="get"')).toBeGreaterThan(0);
  });
});
