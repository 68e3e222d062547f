/** The main thread's idle moments, for work the first screen does not wait for. */
export interface IdleTimes {
  /** The latest the idle callback may come (requestIdleCallback's timeout). */
  latestMs: number;
  /** Where the browser has no requestIdleCallback (Safari): a plain timeout of this length. */
  withoutIdleMs: number;
}

/** Runs `fn` at the main thread's next idle moment (see IdleTimes); answers a cancel function. */
export function whenIdle(fn: () => void, { latestMs, withoutIdleMs }: IdleTimes): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: latestMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, withoutIdleMs);
  return () => window.clearTimeout(id);
}
