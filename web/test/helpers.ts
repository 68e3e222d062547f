/**
 * What the front-end server's tests share: starting a server on a free port, a platform for a
 * describe block, and, for the tests of the site's build (`*.built.test.ts`), a server rendering
 * from that build and a rendered page's parts.
 */
import { afterAll, beforeAll } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startServer, type TestServer } from '../../server/test/helpers.ts';
import { createWebServer } from '../src/server.ts';
import { createRenderer, type RendererOptions } from '../src/render.ts';

/** The site's build (`npm run build -w @lobby/app`): the browser's files, and the server entry. */
export const builtDist = fileURLToPath(new URL('../../app/dist', import.meta.url));
export const serverEntry = fileURLToPath(new URL('../../app/dist-server/entry-server.js', import.meta.url));

/** Starts `app` on a free local port; its base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Closes a test platform, and the keep-alive sockets this process's calls to it left open. */
export async function stopPlatform(platform: TestServer): Promise<void> {
  platform.app.server.closeAllConnections();
  await platform.close();
}

/**
 * A platform on a temporary database for the enclosing describe, stopped after it. The returned
 * object is filled in when the describe starts (read it inside hooks and tests, not at collection).
 */
export function platformPerDescribe(): TestServer {
  const platform = {} as TestServer;
  beforeAll(async () => {
    Object.assign(platform, await startServer());
  });
  afterAll(async () => {
    if (platform.app) await stopPlatform(platform);
  });
  return platform;
}

/**
 * The front-end server rendering pages from the site's build (or from a copy of it at `distDir`),
 * listening on a free port.
 */
export async function renderingSite(options: Partial<RendererOptions> & { platformUrl: string }) {
  const distDir = options.distDir ?? builtDist;
  const renderPage = await createRenderer({ distDir, serverEntry, ...options });
  const { files } = options;
  const web = createWebServer({ platformUrl: options.platformUrl, distDir, mode: 'dev', renderPage, files });
  return { web, base: await listening(web) };
}

/** What the tests read of a page's data block (app/src/ssr/pageData.ts has all of it). */
export interface PageDataSeen {
  seed: number;
  language: string;
  brand: string;
  status: { message: string | null } | null;
  resources: Record<string, Record<string, unknown>>;
  session?: Record<string, unknown> | null;
  firstScreen: Record<string, unknown>;
}

/**
 * A page's rendered #root (its styles dropped) as markup and as text, and its data block parsed:
 * undefined for the client-rendered page, which has neither.
 */
export function readPage(html: string): { markup: string; text: string; data: PageDataSeen | undefined } {
  const start = html.indexOf('<div id="root">');
  const open = '<script type="application/json" id="lobby-page-data">';
  const at = html.indexOf(open);
  if (at < 0) return { markup: '', text: '', data: undefined };
  const markup = html.slice(start, at).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const text = markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  const rest = html.slice(at + open.length);
  return { markup, text, data: JSON.parse(rest.slice(0, rest.indexOf('</script>'))) as PageDataSeen };
}

/** readPage of a page the server rendered: one without a data block fails the test. */
export function readRendered(html: string): { markup: string; text: string; data: PageDataSeen } {
  const { data, ...page } = readPage(html);
  if (!data) throw new Error('not a server-rendered page: no data block');
  return { ...page, data };
}
