/**
 * The update flow of the service worker's registration: a waiting worker turns updateReady on; the
 * player's Reload asks it to take over and reloads once it has, or after handOverMs all the same; a
 * double tap asks once (docs/decisions/app-pwa.md).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// vi.mock's factories run before this file's own statements: what they hand out is made with them.
const { reloadPage, workbox } = vi.hoisted(() => ({
  reloadPage: vi.fn(),
  /** workbox-window's Workbox, reduced to what register.ts uses. */
  workbox: { listeners: new Map<string, () => void>(), messageSkipWaiting: vi.fn() },
}));
vi.mock('./reloadPage.ts', () => ({ reloadPage }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting() {
      workbox.messageSkipWaiting();
    }
    register() {
      return Promise.resolve();
    }
  },
}));

/** navigator.serviceWorker, which jsdom has not: its controllerchange listeners. */
const container = new EventTarget();

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  workbox.listeners.clear();
  workbox.messageSkipWaiting.mockClear();
  reloadPage.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A fresh register.ts whose worker has installed and waits. */
async function waitingUpdate() {
  const register = await import('./register.ts');
  register.registerServiceWorker();
  await vi.waitFor(() => expect(workbox.listeners.has('waiting')).toBe(true));
  expect(register.updateReady()).toBe(false);
  workbox.listeners.get('waiting')!();
  expect(register.updateReady()).toBe(true);
  return register;
}

it('reloads once the new worker controls the page, not before', async () => {
  const { applyUpdate } = await waitingUpdate();
  applyUpdate();
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  expect(reloadPage).not.toHaveBeenCalled();
  container.dispatchEvent(new Event('controllerchange'));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  // The fallback does not reload a second time.
  vi.advanceTimersByTime(60_000);
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

it('reloads after handOverMs when the old worker has not handed over', async () => {
  const { applyUpdate, handOverMs } = await waitingUpdate();
  applyUpdate();
  vi.advanceTimersByTime(handOverMs - 1);
  expect(reloadPage).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(reloadPage).toHaveBeenCalledTimes(1);
  // A late hand-over does not reload again.
  container.dispatchEvent(new Event('controllerchange'));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

it('asks the worker once for a double tap', async () => {
  const { applyUpdate } = await waitingUpdate();
  applyUpdate();
  applyUpdate();
  expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  container.dispatchEvent(new Event('controllerchange'));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

it('does nothing when no new build waits', async () => {
  const { applyUpdate } = await import('./register.ts');
  applyUpdate();
  vi.advanceTimersByTime(60_000);
  expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  expect(reloadPage).not.toHaveBeenCalled();
});
