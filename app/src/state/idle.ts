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

/** Runs `fn` at the first idle moment after the page's load event; answers a cancel function. */
export function afterLoadWhenIdle(fn: () => void, times: IdleTimes): () => void {
  let cancel = (): void => undefined;
  const idle = () => {
    cancel = whenIdle(fn, times);
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancel();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancel();
  };
}

/**
 * A promise kept in a task of its own: the work after it is a new task, so the browser can answer
 * input and paint in between (scheduler.yield where the browser has it, else a message to self).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Where the last import started apart, or will: the next waits behind it. */
let lastStart: Promise<void> = Promise.resolve();

/**
 * Starts a dynamic import in a task of its own, after any started this way before it. A chunk's
 * import adds a module preload for each of its chunks not loaded yet, and in a profiled load of the
 * home each preload's element cost the main thread about 1.5 ms: the home's three imports once the
 * page is up (the hall, the popups, the add-to-home tip) were nine preloads in one task of 14 ms,
 * many times that on a phone. Apart, each is a short task. Only the start waits: the downloads
 * still run side by side.
 */
export function importApart<T>(load: () => Promise<T>): Promise<T> {
  const turn = lastStart.then(nextTask);
  lastStart = turn;
  return turn.then(load);
}
