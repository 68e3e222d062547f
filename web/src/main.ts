/**
 * The front-end server's command: `node web/src/main.ts` (see the README's Deploy section).
 * Configuration comes from the environment only, so every copy of it is the same.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createWebServer } from './server.ts';
import { createRenderer } from './render.ts';
import { webConfig, type WebConfig } from './config.ts';
import { createWebMetrics, fallbackLabelSets, type LabelSets } from './metrics.ts';
import { serveMetrics } from '@lobby/observe';
import { drainOnSignals } from './lifecycle.ts';
import { endRenderSession, sessionKeys, sessionOf } from './session.ts';
import { runtimeFiles } from './runtimeFiles.ts';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const config = ((): WebConfig => {
  try {
    return webConfig(process.env, repo);
  } catch (err) {
    console.error(`Refusing to start: ${(err as Error).message}`);
    return process.exit(1);
  }
})();
const { platformUrl, host, port, mode, distDir, serverEntry, trustedProxies } = config;

// The keys that seal the session cookie (README Deploy): production refuses to start without one.
const keys = ((): Buffer[] => {
  try {
    const sealing = sessionKeys(process.env, mode);
    if (sealing.note) console.warn(sealing.note);
    return sealing.keys;
  } catch (err) {
    console.error(`Refusing to start: ${(err as Error).message}`);
    return process.exit(1);
  }
})();

// A complete render is sent again for a moment to whoever asks the same page (PAGE_CACHE_MS; 0:
// never). Without a server build (dev) or with SSR=0 pages are the client-rendered index.html.
// The route templates, brands and languages metric labels are checked against (README, Operate).
const labels = serverEntry
  ? ((await import(pathToFileURL(serverEntry).href)) as { labelSets?: LabelSets }).labelSets
  : undefined;
const metrics = createWebMetrics(labels ?? fallbackLabelSets);
// runtime-config.json and the text overrides as they are now: read per request (a second's cache).
const files = runtimeFiles(distDir);
const renderPage = serverEntry
  ? await createRenderer({
      distDir,
      serverEntry,
      platformUrl,
      cacheMs: config.pageCacheMs,
      metrics: process.env.METRICS === '0' ? undefined : metrics,
      files,
      sessionOf,
      onSessionEnded: endRenderSession,
    })
  : undefined;

const app = createWebServer({
  platformUrl,
  distDir,
  mode,
  renderPage,
  logger: config.logger,
  trustedProxies,
  trustRequestId: process.env.TRUST_REQUEST_ID === '1',
  // METRICS=0 leaves the instruments off (the bench measures what they cost).
  observe: process.env.METRICS === '0' ? undefined : { metrics, metricsToken: process.env.METRICS_TOKEN || undefined },
  sessionKeys: keys,
  files,
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
