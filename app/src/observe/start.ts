/**
 * The only part of the field reports in the first screen's script: it keeps the first few errors of
 * the page until the reporter (reporter.ts, its own chunk with web-vitals) is loaded, once the page is
 * up and the browser idle. Nothing here blocks a render. See docs/decisions/operations.md.
 */
import { afterLoadWhenIdle } from '../state/idle.ts';

/** What a page reports about an error: no data of the player, only the error itself. */
export interface CaughtError {
  kind: 'error' | 'rejection' | 'boundary' | 'hydration';
  error: unknown;
}

type Sink = (e: CaughtError) => void;

const early: CaughtError[] = [];
let sink: Sink = (e) => {
  if (early.length < 5) early.push(e);
};

/** An error an error boundary caught (RouteError): reported like an uncaught one. */
export function reportBoundaryError(error: unknown): void {
  sink({ kind: 'boundary', error });
}

/**
 * A hydration React recovered from (hydrateRoot's onRecoverableError): it rendered that part in the
 * browser instead, and the player saw the page whole. Reported under its own kind and said on the
 * console, not thrown as an uncaught error: a spike of them tells operators that pages mismatch or
 * that the server's renders run past their deadline.
 */
export function reportRecoveredHydration(error: unknown): void {
  sink({ kind: 'hydration', error });
}

/** Starts listening for errors now and loads the reporter after the page has loaded, when idle. */
export function startObserving(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('error', (e) => sink({ kind: 'error', error: e.error ?? e.message }));
  window.addEventListener('unhandledrejection', (e) => sink({ kind: 'rejection', error: e.reason }));
  const load = () =>
    void import('./reporter.ts').then(
      (m) => {
        sink = m.startReporter(early.splice(0));
      },
      () => undefined,
    );
  afterLoadWhenIdle(load, { latestMs: 5000, withoutIdleMs: 1000 });
}
