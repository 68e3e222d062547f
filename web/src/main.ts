/**
 * The front-end server's command: `node web/src/main.ts` (see the README's Deploy section).
 * Configuration comes from the environment only, so every copy of it is the same.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebServer } from './server.ts';
import { createRenderer } from './render.ts';
import { runtimeFiles } from './runtimeFiles.ts';

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
// runtime-config.json and the text overrides as they are now: read per request (a second's cache).
const files = runtimeFiles(distDir);
// Without a server build (or with SSR=0) pages are the client-rendered index.html, as before.
const renderPage =
  process.env.SSR !== '0' && existsSync(serverEntry)
    ? await createRenderer({ distDir, serverEntry, platformUrl, cacheMs: pageCacheMs, files })
    : undefined;

const app = createWebServer({ platformUrl, distDir, mode, renderPage, files, logger: process.env.LOG === '1' });

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
