/**
 * The front-end server's command: `node web/src/main.ts` (see the README's Deploy section).
 * Configuration comes from the environment only, so every copy of it is the same.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createWebServer } from './server.ts';
import { createRenderer } from './render.ts';
import { createWebMetrics, fallbackLabelSets, type LabelSets } from './metrics.ts';
import { serveMetrics } from './observe.ts';
import { drainOnSignals } from './lifecycle.ts';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const platformUrl = process.env.PLATFORM_URL;
if (!platformUrl) {
  console.error('PLATFORM_URL is required: the platform origin to forward /wps, /lgw and /cdn to.');
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const mode = process.env.NODE_ENV === 'production' ? 'production' : 'dev';

const distDir = process.env.DIST_DIR ?? resolve(repo, 'app/dist');
const serverEntry = process.env.SERVER_ENTRY ?? resolve(repo, 'app/dist-server/entry-server.js');
// A complete render is sent again for a moment to whoever asks the same page (PAGE_CACHE_MS; 0:
// never). Production keeps pages 5 s; dev renders every request, so a change shows at once.
const pageCacheMs = Number(process.env.PAGE_CACHE_MS ?? (mode === 'production' ? 5000 : 0));
const ssr = process.env.SSR !== '0' && existsSync(serverEntry);
// The route templates, brands and languages metric labels are checked against (README, Operate).
const labels = ssr
  ? ((await import(pathToFileURL(serverEntry).href)) as { labelSets?: LabelSets }).labelSets
  : undefined;
const metrics = createWebMetrics(labels ?? fallbackLabelSets);
// Without a server build (or with SSR=0) pages are the client-rendered index.html, as before.
const renderPage = ssr
  ? await createRenderer({
      distDir,
      serverEntry,
      platformUrl,
      cacheMs: pageCacheMs,
      metrics: process.env.METRICS === '0' ? undefined : metrics,
    })
  : undefined;

const app = createWebServer({
  platformUrl,
  distDir,
  mode,
  renderPage,
  logger: process.env.LOG === '1',
  trustRequestId: process.env.TRUST_REQUEST_ID === '1',
  // METRICS=0 leaves the instruments off (the bench measures what they cost).
  observe: process.env.METRICS === '0' ? undefined : { metrics, metricsToken: process.env.METRICS_TOKEN || undefined },
});

try {
  await app.listen({ host, port });
} catch (err) {
  console.error(`Could not listen on ${host}:${port}: ${(err as Error).message}`);
  process.exit(1);
}
console.log(
  `Lobby site on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/m/home (${mode}), platform ${platformUrl}`,
);

// Prometheus scrapes /metrics here, a port players never reach (README, Operate).
if (process.env.METRICS_PORT) {
  const metricsHost = process.env.METRICS_HOST ?? host;
  await serveMetrics(metrics.registry, metricsHost, Number(process.env.METRICS_PORT));
  console.log(`Metrics on http://${metricsHost}:${process.env.METRICS_PORT}/metrics`);
}

drainOnSignals(app, {
  graceMs: Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000),
  inFlight: () => app.inFlight?.() ?? 0,
});
