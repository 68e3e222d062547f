/**
 * Registers the service worker (dist/sw.js, built from src/pwa/sw.ts) in production builds, with
 * workbox-window, loaded after the page so it never rides in the entry chunk. When a new build's
 * worker is installed and waiting, `updateReady` turns true: the frame shows the update toast, and
 * `applyUpdate()` lets the new worker take over and reloads once it controls the page
 * (docs/decisions/app-pwa.md).
 */
import type { Workbox } from 'workbox-window';
import { reloadPage } from './reloadPage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: Workbox | null = null;

/** True once a new build waits to take over. */
export function updateReady(): boolean {
  return waiting !== null;
}

/** useSyncExternalStore's subscribe for updateReady(). */
export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How long the old worker may take to hand over before the page reloads all the same. It hands over
 * once it has no request in flight; a slow one must not leave the player's tap unanswered. Reloaded
 * without it, the page is still the new build's (pages always come from the network), and the toast
 * comes back until the new worker has taken over.
 */
export const handOverMs = 10_000;
let applying = false;

/** The player accepted: the waiting worker takes over, then the page reloads on the new build. */
export function applyUpdate(): void {
  const wb = waiting;
  // A double tap reloads once.
  if (!wb || applying) return;
  applying = true;
  const reload = () => {
    clearTimeout(timer);
    navigator.serviceWorker.removeEventListener('controllerchange', reload);
    reloadPage();
  };
  const timer = setTimeout(reload, handOverMs);
  // The browser's own event: workbox-window's 'controlling' is not sent for a worker it counts as
  // found by someone else (an update check it did not start).
  navigator.serviceWorker.addEventListener('controllerchange', reload);
  wb.messageSkipWaiting();
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      waiting = wb;
      for (const listener of listeners) listener();
    });
    await wb.register();
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
