/**
 * A page's requests counted to their answers, to know when it has gone quiet: how many of those
 * `match` keeps were started, how many still wait for their answer, and when the last one started
 * or was answered. Counting answers, not starts: on a loaded machine one faulted answer alone can
 * take longer than the pause a test waits for.
 */
import type { Page, Request } from '@playwright/test';

export interface RequestTracker {
  /** Requests started since tracking began. */
  readonly started: number;
  /** Requests still waiting for their answer. */
  readonly open: number;
  /** True once `started` is at least `atLeast`, none is open, and nothing started or was answered for `quietMs`. */
  settled(quietMs: number, atLeast?: number): boolean;
  /** Waits until settled(quietMs, atLeast) with the quiet counted from the call at the earliest, at most `maxMs`; true if it settled. */
  quiet(quietMs: number, maxMs: number, atLeast?: number): Promise<boolean>;
  /** Stops counting (the page's listeners come off). */
  stop(): void;
}

export function trackRequests(page: Page, match: (r: Request) => boolean = () => true): RequestTracker {
  const waiting = new Set<Request>();
  let started = 0;
  let last = Date.now();
  const onRequest = (r: Request) => {
    if (!match(r)) return;
    waiting.add(r);
    started += 1;
    last = Date.now();
  };
  const onAnswer = (r: Request) => {
    if (waiting.delete(r)) last = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onAnswer);
  page.on('requestfailed', onAnswer);
  const settledSince = (since: number, quietMs: number, atLeast: number) =>
    started >= atLeast && waiting.size === 0 && Date.now() - Math.max(last, since) >= quietMs;
  const settled = (quietMs: number, atLeast = 0) => settledSince(0, quietMs, atLeast);
  return {
    get started() {
      return started;
    },
    get open() {
      return waiting.size;
    },
    settled,
    async quiet(quietMs, maxMs, atLeast = 0) {
      // The quiet counts from now at the earliest: a request about to start gets its chance.
      const t0 = Date.now();
      while (!settledSince(t0, quietMs, atLeast)) {
        if (Date.now() - t0 >= maxMs) return false;
        await page.waitForTimeout(25);
      }
      return true;
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onAnswer);
      page.off('requestfailed', onAnswer);
    },
  };
}
