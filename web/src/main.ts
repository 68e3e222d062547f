/**
 * The front-end server's command: `node web/src/main.ts` (see the README's Deploy section).
 * Configuration comes from the environment only, so every copy of it is the same.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebServer } from './server.ts';
import { createRenderer } from './render.ts';
import { webConfig, type WebConfig } from './config.ts';

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
// A complete render is sent again for a moment to whoever asks the same page (PAGE_CACHE_MS; 0:
// never). Without a server build (dev) or with SSR=0 pages are the client-rendered index.html.
const renderPage = serverEntry
  ? await createRenderer({ distDir, serverEntry, platformUrl, cacheMs: config.pageCacheMs })
  : undefined;

const app = createWebServer({ platformUrl, distDir, mode, renderPage, logger: config.logger, trustedProxies });

try {
  await app.listen({ host, port });
} catch (err) {
  console.error(`Could not listen on ${host}:${port}: ${(err as Error).message}`);
  process.exit(1);
}
console.log(
  `Lobby site on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/m/home (${mode}), platform ${platformUrl}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
