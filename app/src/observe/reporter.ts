/**
 * Field reports from players' browsers to the front-end server (web/src/beacons.ts): the page's Core
 * Web Vitals (web-vitals: LCP, INP, CLS, FCP, TTFB) for a sampled share of page views
 * (runtime-config `vitalsSampleRate`), sent in one beacon when the page is hidden, and errors (message,
 * route template, build, a stack without query strings), a few per page. Labels are the route
 * template, never the address; no data of the player travels. See docs/decisions/operations.md.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { runtimeConfig } from '../config/runtimeConfig.ts';
import { toLanguageCode } from '../i18n/languages.ts';
import { routeByPath } from '../routes/table.ts';
import type { CaughtError } from './start.ts';
import { scrub } from '@lobby/contract';

/** Where the reports go (web/src/beacons.ts beaconPaths). */
export const reportPaths = { vitals: '/web/vitals', errors: '/web/errors' } as const;

/** Errors one page view reports at most: a loop that throws does not flood the server. */
const maxErrorsPerPage = 5;

/** The route template of an address: the route table's path, `/`, or `other`. */
export function routeTemplate(pathname: string): string {
  const entry = routeByPath(pathname);
  if (entry) return entry.path;
  return pathname.replace(/\/+$/, '') === '' ? '/' : 'other';
}

/** Phone, tablet or desktop by the viewport's width (the label of a device class, not a device). */
export function deviceClass(width: number): 'mobile' | 'tablet' | 'desktop' {
  return width < 600 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

/** The build a report comes from: the hash in the entry script's file name (assets/index-<hash>.js). */
function buildId(): string {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? '';
  return /\/assets\/([A-Za-z0-9._-]{1,40})\.js/.exec(src)?.[1] ?? 'dev';
}

function send(path: string, body: unknown): void {
  const text = JSON.stringify(body);
  // sendBeacon survives the page going away; text/plain keeps it a simple request.
  if (!navigator.sendBeacon?.(path, text))
    void fetch(path, { method: 'POST', body: text, keepalive: true }).catch(() => undefined);
}

/** Starts the reports; returns where later errors go. */
export function startReporter(early: CaughtError[]): (e: CaughtError) => void {
  const labels = {
    route: routeTemplate(window.location.pathname),
    brand: document.documentElement.dataset.brand ?? '',
    lang: toLanguageCode(document.documentElement.lang) ?? '',
    device: deviceClass(window.innerWidth),
  };

  if (Math.random() < runtimeConfig().vitalsSampleRate) {
    const pending: { name: string; value: number }[] = [];
    const flush = () => {
      if (pending.length === 0) return;
      send(reportPaths.vitals, { ...labels, metrics: pending.splice(0) });
    };
    const add = (m: Metric) => {
      pending.push({ name: m.name, value: m.value });
      // Reported while hidden (LCP, CLS and INP are final then): after web-vitals' own handler.
      if (document.visibilityState === 'hidden') queueMicrotask(flush);
    };
    onTTFB(add);
    onFCP(add);
    onLCP(add);
    onCLS(add);
    onINP(add);
    addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') queueMicrotask(flush);
    });
    addEventListener('pagehide', flush);
  }

  let sent = 0;
  let queued: { kind: string; message: string; stack?: string }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flushErrors = () => {
    timer = undefined;
    if (queued.length === 0) return;
    send(reportPaths.errors, { route: routeTemplate(window.location.pathname), build: buildId(), errors: queued });
    queued = [];
  };
  const report = ({ kind, error }: CaughtError) => {
    if (sent >= maxErrorsPerPage) return;
    sent++;
    const err = error instanceof Error ? error : undefined;
    queued.push({
      kind,
      message: scrub(err ? `${err.name}: ${err.message}` : String(error), 500),
      ...(err?.stack ? { stack: scrub(err.stack, 2000) } : {}),
    });
    // Errors of one moment go together; a page going away sends what it has.
    timer ??= setTimeout(flushErrors, 1000);
  };
  addEventListener('pagehide', flushErrors);
  for (const e of early) report(e);
  return report;
}
