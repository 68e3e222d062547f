/**
 * MSW handlers for the page stories: the app's API paths answered from the fixtures recorded from
 * the real server's seed (scripts/page-fixtures.ts), per viewer, plus the failure cases.
 *
 * The viewer is read from the Authorization header (the harness stores a session whose token names
 * it), so one set of handlers serves guests, demo_player and demo_agent alike.
 */
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import fixturesJson from './fixtures.json';
import type { PageFixtures, RecordedAnswer, Scenario, Viewer } from '../../scripts/page-fixtures.ts';

export const fixtures = fixturesJson as unknown as PageFixtures;

/** Session tokens the harness stores per viewer; the handlers map them back. */
export const viewerTokens: Record<Exclude<Viewer, 'guest'>, string> = {
  player: 'story-session-demo_player',
  agent: 'story-session-demo_agent',
};

const viewerOf = (request: Request): Viewer => {
  const token = request.headers.get('authorization');
  if (token === viewerTokens.agent) return 'agent';
  if (token === viewerTokens.player) return 'player';
  return 'guest';
};

/** Same normalisation as the recorder: query sorted. */
const keyOf = (url: URL): { exact: string; bare: string } => {
  const params = new URLSearchParams(url.search);
  params.sort();
  const qs = params.toString();
  return { exact: `GET ${url.pathname}${qs ? `?${qs}` : ''}`, bare: `GET ${url.pathname}` };
};

const envelope = (answer: RecordedAnswer) => HttpResponse.json(answer.body as object, { status: answer.status });

const warned = new Set<string>();

/** The recorded answer for a GET: exact query first, then the bare path (a page's own paging). */
export function answerFor(url: URL, viewer: Viewer, scenario?: Scenario): RecordedAnswer | undefined {
  const { exact, bare } = keyOf(url);
  const over = scenario ? fixtures.scenarios[scenario] : undefined;
  const mine = fixtures.answers[viewer];
  const found = over?.[exact] ?? over?.[bare] ?? mine[exact] ?? mine[bare];
  if (found && !mine[exact] && !over?.[exact] && !warned.has(exact)) {
    warned.add(exact);
    // Not an error: the bare-path answer stands in. Record the exact call in extraCalls to pin it.
    console.info(`[page stories] ${exact} answered with ${bare}`);
  }
  return found;
}

export interface PageHandlerOptions {
  /** Answers of another recorded server state (maintenance, empty records). */
  scenario?: Scenario;
  /** Paths (exact, no query) that answer HTTP 500 `unknown.error` on every call. */
  failing?: readonly string[];
}

const serverError = () =>
  HttpResponse.json(
    { success: false, code: 'unknown.error', message: 'System error, please try again later' },
    { status: 500 },
  );

/** The handlers of one story. */
export function pageHandlers(options: PageHandlerOptions = {}): HttpHandler[] {
  const failing = new Set(options.failing ?? []);
  const api = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (failing.has(url.pathname)) return serverError();
    if (request.method !== 'GET') {
      // Stories do not submit; a write answers like a server that refuses it, never silently.
      return HttpResponse.json(
        { success: false, code: 'function.not.available', message: 'Not available in Storybook' },
        { status: 403 },
      );
    }
    const answer = answerFor(url, viewerOf(request), options.scenario);
    if (answer) return envelope(answer);
    console.warn(`[page stories] no fixture for GET ${url.pathname}${url.search}: add it to extraCalls`);
    return HttpResponse.json({ success: false, code: 'url.empty', message: 'Not found' }, { status: 404 });
  };
  const cdn = ({ request }: { request: Request }) => {
    // The CDN's raster copies (`.avif`/`.webp`, app/src/features/shared/art.tsx) are answered with
    // the recorded drawing they are made from: the same art, no binary fixtures.
    const svg = fixtures.images[new URL(request.url).pathname.replace(/\.(avif|webp)$/, '.svg')];
    return svg
      ? new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } })
      : new HttpResponse(null, { status: 404 });
  };
  return [http.all('/wps/*', api), http.all('/lgw/*', api), http.get('/cdn/*', cdn)];
}
