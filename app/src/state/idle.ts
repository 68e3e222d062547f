/** The main thread's idle moments (the kit's whenIdle), for work the first screen does not wait for. */
import { whenIdle } from '@lobby/ui-kit';
import type { IdleTimes } from '@lobby/ui-kit';

export { whenIdle };
export type { IdleTimes };

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
