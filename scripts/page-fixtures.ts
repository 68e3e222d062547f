/**
 * Page-story fixtures from the server's own seed (one source of demo data): builds the real server
 * in-process on a temporary seeded database with the clock pinned, calls every GET endpoint a page
 * can ask for as a guest, as demo_player and as demo_agent, and records the envelopes. Images the
 * answers point at (/cdn/...svg) are recorded too, so the stories need no server.
 *
 *   npm run fixtures:pages          writes .storybook/pages/fixtures.json
 *
 * .storybook/pages/fixtures.test.ts records again in memory and compares with the committed file,
 * so a seed change cannot drift silently from the stories. See docs/decisions/page-stories.md.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { encryptPayload, routes } from '@lobby/contract';
import type { RouteDef } from '@lobby/contract';
import { createServer } from '../server/src/app.ts';
import { captchaPng } from '../server/src/captcha.ts';
import { pinClock } from './pin-clock.ts';

/** The pinned "now" of the seed, the server and the stories (a Saturday noon in Manila). */
export const pinnedNow = '2026-03-14T04:00:00.000Z';

/**
 * The origin of the invite links the stories show. The recorder answers through inject, so the server
 * listens nowhere and links must name an origin; this one is inject's own Host.
 */
const storyOrigin = 'http://localhost:80';

export type Viewer = 'guest' | 'player' | 'agent';
export const viewers: readonly Viewer[] = ['guest', 'player', 'agent'];

/** One recorded answer: HTTP status and the envelope (or, for images, the SVG text). */
export interface RecordedAnswer {
  status: number;
  body: unknown;
}

/**
 * Answers of other server states, recorded from the same server: `maintenance` (the status with
 * maintenance on, through the dev control) and `empty` (demo_fresh, a seeded account with no records).
 */
export type Scenario = 'maintenance' | 'empty';

export interface PageFixtures {
  now: string;
  /** `GET /path?sorted=query` -> answer, per viewer. */
  answers: Record<Viewer, Record<string, RecordedAnswer>>;
  /** Per scenario, the answers that differ from the viewer's (same keys). */
  scenarios: Record<Scenario, Record<string, RecordedAnswer>>;
  /** `/cdn/...svg` -> SVG text, for every image an answer names. */
  images: Record<string, string>;
}

/**
 * The pinned day and the `count - 1` days before it, oldest first, as the app's date ranges spell
 * them (YYYY-MM-DD). Noon in Manila is the same calendar day in UTC, so the UTC date is the page's.
 */
const pinnedDays = (count: number): string[] =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(pinnedNow) - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );

/**
 * Calls with a query the pages make (the bare path of every GET route is recorded anyway). The page
 * harness warns in the console about a call it has no answer for: add it here and re-record.
 */
export const extraCalls: readonly string[] = [
  // home
  '/wps/relay/announcements?groupName=m_home&merchantCode=LOBBY&platform=M&types=B,PL,PU,H',
  '/wps/relay/winners?gameCategory=ALL&language=EN&limitNum=20',
  '/wps/relay/winners?gameCategory=ALL&language=AR&limitNum=20',
  '/wps/relay/games/hot?isPlatform=2&language=EN',
  '/wps/relay/games/hot?isPlatform=2&language=AR',
  // game list
  '/wps/relay/games?clientType=2&gameClassify=NEW&gameType=RNG&isNew=1&language=EN&pageNo=1&pageSize=26&platform=html5',
  '/wps/relay/games?clientType=2&gameClassify=NEW&gameType=RNG&isNew=1&language=AR&pageNo=1&pageSize=26&platform=html5',
  // agent home (dates: the pinned day)
  '/wps/relay/agent/kpi?endDate=2026-03-14&size=0&startDate=2026-03-14',
  '/wps/relay/announcements?groupName=m_home&merchantCode=LOBBY&types=A',
  // team KPI one day at a time, the pinned day and the 6 before: the team overview's totals (range
  // 'today') and chart (last 7 days), team P&L and team betting (range 'last7', one call per day)
  ...pinnedDays(7).map((day) => `/wps/relay/agent/kpi?endDate=${day}&startDate=${day}`),
  // member and agent lists (first page) and reports over their default ranges under the pinned clock
  '/wps/agent/downlines?pageNo=1&pageSize=20',
  '/wps/relay/agent/dividends?pageNo=1&pageSize=20',
  '/wps/relay/announcements?platform=M&types=PL',
  '/wps/relay/bets?endDate=2026-03-14&pageNo=1&pageSize=20&startDate=2026-02-13',
  '/wps/relay/inbox?pageNo=1&pageSize=20',
  '/wps/relay/profitLoss?endDate=2026-03-14&startDate=2026-03-08',
  '/wps/relay/rebate/report?endDate=2026-03-14&pageNo=1&pageSize=20&startDate=2026-02-13',
  '/wps/relay/transactions?endDate=2026-03-14&pageNo=1&pageSize=20&startDate=2026-02-13',
  '/wps/system/helpCenter?device=MOBILE&lang=EN',
  // deposit report (the last 30 days)
  '/wps/relay/deposit/report?endDate=2026-03-14&pageNo=1&pageSize=20&startDate=2026-02-13',
];

/**
 * The captcha's answer in the stories: the server's own drawing of a fixed answer. Its noise is
 * crypto-random, so the drift test keeps the committed pixels (fixtures.test.ts).
 */
const storyCaptchaAnswer = '4821';

/** The member records demo_fresh answers empty (the empty-state stories). */
const emptyCalls: readonly string[] = [
  '/wps/relay/deposit/report',
  '/wps/relay/withdraw/report',
  '/wps/relay/transactions',
  '/wps/relay/bets',
  '/wps/relay/profitLoss',
  '/wps/relay/rebate/report',
];

/** trialUser answers a random name by design; the stories show this one. */
const pinnedTrialName = 'TRIAL2026A1';

/** Never recorded: answers that are random by design (keys, captchas) or not JSON envelopes. */
const skipped = new Set(['sessionKey', 'captcha', 'launchedPage', 'launchGame', 'recentAdd']);

const accounts = {
  player: { username: 'demo_player', password: 'Player123' },
  agent: { username: 'demo_agent', password: 'Agent123' },
  fresh: { username: 'demo_fresh', password: 'Fresh123' },
} as const;

/** `path?query` with the query sorted, so the app's parameter order does not matter. */
export function callKey(pathAndQuery: string): string {
  const [path = '', query = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  const qs = params.toString();
  return `GET ${path}${qs ? `?${qs}` : ''}`;
}

const getRoutes = (Object.entries(routes) as [string, RouteDef][]).filter(
  ([name, def]) =>
    def.method === 'GET' && !def.path.includes(':') && (def.produces ?? 'json') === 'json' && !skipped.has(name),
);

const cdnPattern = /\/cdn\/[A-Za-z0-9_-]+\/[a-z]+\/[A-Za-z0-9_.-]+\.svg/g;

/** Records the fixtures (deterministic: same seed, same pinned clock, same bytes). */
export async function recordPageFixtures(): Promise<PageFixtures> {
  const unpin = pinClock(pinnedNow);
  const dir = mkdtempSync(join(tmpdir(), 'lobby-page-fixtures-'));
  const app = createServer({ dbPath: join(dir, 'lobby.db'), mode: 'test', publicOrigin: storyOrigin });
  try {
    await app.ready();
    const get = async (url: string, token?: string): Promise<RecordedAnswer> => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { Merchant: 'LOBBY', Language: 'EN', Device: 'MOBILE', ...(token ? { Authorization: token } : {}) },
      });
      const text = res.body;
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // an image or HTML: kept as text
      }
      return { status: res.statusCode, body };
    };
    const login = async (who: keyof typeof accounts): Promise<string> => {
      const key = (await get('/wps/session/key/rsa')).body as { value: { publicKey: string } };
      const sealed = await encryptPayload(key.value.publicKey, { type: 'username', ...accounts[who] });
      const res = await app.inject({
        method: 'POST',
        url: routes.login.path,
        headers: { Merchant: 'LOBBY', Language: 'EN', Device: 'MOBILE', Encryption: sealed.encryptionHeader },
        payload: sealed.body,
      });
      const json = res.json() as { success: boolean; value?: { token: string } };
      if (!json.success || !json.value) throw new Error(`login ${who} failed: ${res.body}`);
      return json.value.token;
    };
    const tokens: Record<Viewer, string | undefined> = {
      guest: undefined,
      player: await login('player'),
      agent: await login('agent'),
    };
    const calls = [...getRoutes.map(([, def]) => def.path), ...extraCalls];
    const answers = {} as PageFixtures['answers'];
    const images = new Set<string>();
    for (const viewer of viewers) {
      const mine: Record<string, RecordedAnswer> = {};
      for (const url of calls) {
        const answer = await get(url, tokens[viewer]);
        const body = answer.body as { value?: { trialName?: string } } | null;
        if (body?.value?.trialName) body.value.trialName = pinnedTrialName;
        mine[callKey(url)] = answer;
        for (const m of JSON.stringify(answer.body).matchAll(cdnPattern)) images.add(m[0]);
      }
      mine[callKey(routes.captcha.path)] = {
        status: 200,
        body: { success: true, value: captchaPng(storyCaptchaAnswer).toString('base64') },
      };
      answers[viewer] = mine;
    }
    const fresh = await login('fresh');
    const empty: Record<string, RecordedAnswer> = {};
    for (const url of emptyCalls) empty[callKey(url)] = await get(url, fresh);
    const maintenance: Record<string, RecordedAnswer> = {};
    const status = await app.inject({
      method: 'PUT',
      url: '/__dev/status',
      payload: {
        maintenance: true,
        maintenanceUntil: new Date(Date.parse(pinnedNow) + 2 * 3_600_000).toISOString(),
        message: 'Scheduled maintenance: we are upgrading our games. Thank you for your patience.',
      },
    });
    if (status.statusCode !== 200) throw new Error(`dev status: ${status.body}`);
    maintenance[callKey(routes.systemStatus.path)] = await get(routes.systemStatus.path);
    const svgs: Record<string, string> = {};
    for (const path of [...images].sort()) {
      const res = await get(path);
      if (res.status === 200 && typeof res.body === 'string') svgs[path] = res.body;
    }
    return { now: pinnedNow, answers, scenarios: { maintenance, empty }, images: svgs };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    unpin();
  }
}

export const fixturesFile = fileURLToPath(new URL('../.storybook/pages/fixtures.json', import.meta.url));
/** The file's text, formatted the way the repo's prettier check wants it. */
export async function serialize(f: PageFixtures): Promise<string> {
  const options = (await prettier.resolveConfig(fixturesFile)) ?? {};
  return prettier.format(JSON.stringify(f), { ...options, filepath: fixturesFile });
}

/** The captcha answers of a committed file, put back into a new recording (see keepCaptcha). */
const captchaKey = callKey(routes.captcha.path);

/**
 * The captcha's noise is crypto-random, so a new recording would change its pixels, and the login
 * and register baselines with them, for nothing: a re-recording keeps the committed captcha images.
 */
export function keepCaptcha(recorded: PageFixtures, committed: PageFixtures): void {
  for (const viewer of viewers) {
    const kept = committed.answers[viewer]?.[captchaKey];
    if (kept) recorded.answers[viewer][captchaKey] = kept;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fixtures = await recordPageFixtures();
  if (existsSync(fixturesFile)) keepCaptcha(fixtures, JSON.parse(readFileSync(fixturesFile, 'utf8')) as PageFixtures);
  writeFileSync(fixturesFile, await serialize(fixtures));
  const count = Object.values(fixtures.answers).reduce((n, a) => n + Object.keys(a).length, 0);
  console.log(`page fixtures: ${count} answers, ${Object.keys(fixtures.images).length} images -> ${fixturesFile}`);
}
