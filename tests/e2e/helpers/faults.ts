/**
 * Fault-matrix helpers (issue 11): collect every /wps/ and /lgw/ call the pages make (per role),
 * judge a page under a fault (white screen, raw error codes, catalogue texts, retry state), and
 * print the calls x faults table (test-results/fault-matrix.md).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { trackRequests } from './requests.ts';

export type Role = 'guest' | 'member' | 'agent';

/**
 * One API call a page makes: method + path (no query), the first route and role that made it. The
 * route is the page's address when the request left, on a fresh load of that route (a call made late
 * by one page cannot be counted to the next: the next is a new document).
 */
export interface SeenCall {
  method: string;
  path: string;
  route: string;
  role: Role;
}

export const apiPath = (url: string): string | null => {
  const { pathname } = new URL(url);
  return /^\/(wps|lgw)\//.test(pathname) ? pathname : null;
};

/**
 * Records the API calls a page makes (with the address it was at) and waits for the page to go
 * quiet. Every request counts for "quiet" (a lazy page chunk comes before its calls).
 */
export function trackApi(page: Page) {
  const seen: { method: string; path: string; at: string }[] = [];
  page.on('request', (r) => {
    const p = apiPath(r.url());
    if (p) seen.push({ method: r.method(), path: p, at: new URL(page.url()).pathname });
  });
  const requests = trackRequests(page);
  return {
    seen,
    /** Resolves once no request has been running for `quietMs` (at most `maxMs`). */
    quiet: (quietMs = 400, maxMs = 6000) => requests.quiet(quietMs, maxMs),
  };
}

/** Texts of the error catalogue (docs/product/errors.md#catalogue) as the app shows them in English. */
export function catalogueTexts(): string[] {
  const common = JSON.parse(readFileSync('app/src/i18n/locales/en/common.json', 'utf8')) as {
    errors: Record<string, string>;
  };
  return [...Object.values(common.errors), 'Loading failed, click to retry', 'Slow Connection / No Internet'];
}

/** What must never reach the screen: client/server codes, parser errors, unformatted values. */
export const rawLeak =
  /\b(unknown\.error|load\.failed|network\.(offline|timeout)|user\.or\.token\.invalid|Malformed response|SyntaxError|Unexpected end of JSON|\[object Object\]|undefined|NaN)\b/;

export type Cell = 'retry' | 'text' | 'silent' | 'not called' | 'login' | 'slow' | 'kept' | `FAIL: ${string}`;

export interface MatrixRow {
  call: string;
  where: string;
  cells: Record<string, Cell | undefined>;
}

const mark = (c: Cell | undefined): string =>
  c === undefined ? '·' : c.startsWith('FAIL') ? `❌ ${c.slice(6)}` : `✅ ${c}`;

/** The matrix as markdown: one row per call, one column per fault; writes it and answers it. */
export function writeMatrix(rows: MatrixRow[], kinds: readonly string[], notes: string[]): string {
  const head = `| call | route (role) | ${kinds.join(' | ')} |\n|---|---|${kinds.map(() => '---').join('|')}|`;
  const body = rows
    .map((r) => `| \`${r.call}\` | ${r.where} | ${kinds.map((k) => mark(r.cells[k])).join(' | ')} |`)
    .join('\n');
  const cells = rows.flatMap((r) => Object.values(r.cells).filter((c) => c !== undefined));
  const failed = cells.filter((c) => c!.startsWith('FAIL')).length;
  const md = [
    '# Fault matrix (issue 11)',
    '',
    `${rows.length} calls, ${cells.length} cases, ${cells.length - failed} passed, ${failed} failed.`,
    '',
    'retry = error state with the catalogue text, and tapping it after the fault is removed brings the content back;',
    'text = the catalogue text on screen (a toast or error state) without a retry;',
    'silent = listed by name (silentByDesign, with its reason): the part that needed the call is left out, the page stays usable;',
    'not called = listed by name (notCalledOnLoad, with its reason): a fresh load does not make the call;',
    'login = session expired: session cleared, login page, catalogue text; slow = slow-network banner or skeleton,',
    'then the content; kept = form values survive the failed submit; · = not run (see notes).',
    '',
    head,
    body,
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/fault-matrix.md', md);
  return md;
}

/** Removes the faults of one path of one tab's scope only (other cases run side by side). */
export const removeFault = (request: APIRequestContext, path: string, scope: string) =>
  request.delete('/__dev/faults', { params: { path, scope } });

/**
 * The api client waits 400 ms and 1200 ms before retrying a failed read (app/src/api/client.ts
 * clientTiming.retryDelaysMs). The matrix keeps the retries but shortens those two waits, so
 * 180 cases fit the CI budget; every other timer runs at its real length.
 */
export const shortRetryWaits = () => {
  const real = window.setTimeout.bind(window);
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
    real(fn, ms === 400 || ms === 1200 ? 30 : ms, ...args)) as typeof window.setTimeout;
};
