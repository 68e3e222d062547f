/**
 * Pages rendered on the server: the app's built server entry (app/dist-server/entry-server.js)
 * renders the request into the site's own index.html (its script and style tags stay the build's),
 * streamed and compressed as it is made. Any failure before the first byte falls back to the plain
 * index.html, which the browser renders as before: a page, never a 500.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './server.ts';
import { deferScripts } from './startScript.ts';
import { escapeAttribute } from './html.ts';
import type { RenderMetrics } from './metrics.ts';
import { runtimeFiles, type RuntimeFiles } from './runtimeFiles.ts';
import type { choose, render, RequestChoice } from '../../app/src/entry-server.tsx';
// The member a page is rendered for, as the sealed session cookie holds them.
import type { RenderSession } from './session.ts';

/** The app's server entry, as built (app/src/entry-server.tsx, built to app/dist-server/entry-server.js). */
interface ServerEntry {
  choose: typeof choose;
  render: typeof render;
}

export interface RendererOptions {
  distDir: string;
  /** The built server entry module. */
  serverEntry: string;
  platformUrl: string;
  fetchTimeoutMs?: number;
  deadlineMs?: number;
  /**
   * How long a complete render of a page is kept and sent again to whoever asks the same address
   * with the same language and brand cookies; 0 renders every request. See docs/decisions.
   * @default 0
   */
  cacheMs?: number;
  /**
   * The member a request belongs to (the front-end server's session cookie), or undefined for a
   * guest. A member's page renders with their data and is never kept or shared.
   */
  sessionOf?: (req: FastifyRequest) => RenderSession | undefined | Promise<RenderSession | undefined>;
  /** The platform ended the member's session during the render: drop it (the cookie) on this reply. */
  onSessionEnded?: (reply: FastifyReply) => void;
  /** The operator's run-time files (runtime config, text overrides). @default read from distDir */
  files?: RuntimeFiles;
  /** Told of each cache hit and miss and each render's time (metrics.ts); nothing when absent. */
  metrics?: RenderMetrics;
  /**
   * Renders running at once; more wait in a queue of `renderQueue`, and past that a request gets
   * the client-rendered index.html (a page still, rendered by the phone). @default 4
   */
  maxRenders?: number;
  /** @default 16 */
  renderQueue?: number;
}

/**
 * At most `max` holders at once and `queue` waiting: `acquire` answers a release, or undefined when
 * the queue is full (the caller does without).
 */
export function renderSlots(max: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async acquire(): Promise<(() => void) | undefined> {
      if (running < max) running++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else return undefined;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
  };
}

const rootTag = '<div id="root"></div>';

/** One entry of Vite's build manifest (app/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * A page's own styles, in the head: the CSS of each module and of the chunks it imports statically
 * (the carousel's layout, say, is in the home's CSS: without it the server's markup would paint
 * unstyled until the script ran). Each file goes in as a `<style>` block (`styleTag`), so the first
 * paint waits on no request but the page itself (see docs/decisions/web-server-rendering.md). Not
 * its scripts: measured with Lighthouse (mobile, 3 runs interleaved), preloading the page's chunks
 * beside the entry moved the first paint from 2.7 s to 3.0-3.3 s and the banner from 3.4 s to
 * 3.8-4.0 s: on a phone's link they compete with the banner and the styles. What the head already
 * holds is left out. Kept per set of modules.
 */
export function pageLinks(
  manifest: Record<string, ManifestChunk>,
  inIndex: Set<string>,
  styleTag: (file: string) => string,
) {
  const memo = new Map<string, string>();
  return (modules: readonly string[]): string => {
    const key = modules.join('|');
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const seen = new Set<string>();
    const styles = new Set<string>();
    const visit = (id: string) => {
      const chunk = manifest[id];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    for (const id of modules) visit(id);
    const tags = [...styles]
      .filter((f) => !inIndex.has(f))
      .map(styleTag)
      .join('');
    memo.set(key, tags);
    return tags;
  };
}

/**
 * The scripts a page runs first, fetched beside the entry once the start script runs: the
 * hydration code and each of the page's modules with the chunks they import statically. Without
 * them each waits on the one that imports it, a round trip apiece. Kept per set of modules.
 */
export function pageScripts(manifest: Record<string, ManifestChunk>) {
  const memo = new Map<string, string[]>();
  return (modules: readonly string[]): string[] => {
    const key = modules.join('|');
    const hit = memo.get(key);
    if (hit) return hit;
    const files = new Set<string>();
    const visit = (id: string) => {
      const chunk = manifest[id];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    for (const id of ['src/ssr/hydrate.tsx', ...modules]) visit(id);
    const list = [...files];
    memo.set(key, list);
    return list;
  };
}

/** The manifest as built, or none (a build without it renders pages without the extra links). */
function readManifest(distDir: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return {};
  }
}

/**
 * A built stylesheet as a `<style>` block, marked with the file it came from; a link where the file
 * cannot be inlined (missing, or holding what would close the block).
 */
export function inlineStyles(distDir: string): (file: string) => string {
  const memo = new Map<string, string>();
  return (file) => {
    let tag = memo.get(file);
    if (tag === undefined) {
      let css: string | undefined;
      try {
        css = readFileSync(join(distDir, file), 'utf8');
      } catch {
        css = undefined;
      }
      tag =
        css === undefined || /<\/style/i.test(css)
          ? `<link rel="stylesheet" crossorigin href="/${file}">`
          : `<style data-href="/${file}">${css}</style>`;
      memo.set(file, tag);
    }
    return tag;
  };
}

/** The build's index.html cut around the root element; `<html ...>` is rewritten per request. */
function template(distDir: string): { head: string; tail: string } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const at = html.indexOf(rootTag);
  if (at < 0) throw new Error(`index.html has no ${rootTag}`);
  return { head: html.slice(0, at), tail: html.slice(at + rootTag.length) };
}

function toRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === 'string') headers.set(k, v);
    else if (Array.isArray(v)) headers.set(k, v.join(', '));
  }
  return new Request(new URL(req.url, `http://${req.headers.host ?? 'localhost'}`), { headers });
}

/** Brotli, else gzip, else none: what the page is sent in, streamed or kept alike. */
function encodingFor(accept: string | undefined): 'br' | 'gzip' | undefined {
  const a = accept ?? '';
  if (/\bbr\b/.test(a)) return 'br';
  if (/\bgzip\b/.test(a)) return 'gzip';
  return undefined;
}
const brotliQuality = { [constants.BROTLI_PARAM_QUALITY]: 5 };
const gzipLevel = 6;

/** The encoder for a streamed page; each chunk flushed so the browser sees the shell at once. */
function compressor(accept: string | undefined): {
  encoding?: string;
  stream?: PassThrough | ReturnType<typeof createGzip>;
} {
  const encoding = encodingFor(accept);
  if (encoding === 'br') {
    return {
      encoding,
      stream: createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: brotliQuality,
      }) as unknown as PassThrough,
    };
  }
  if (encoding === 'gzip') return { encoding, stream: createGzip({ flush: constants.Z_SYNC_FLUSH, level: gzipLevel }) };
  return {};
}

/** A page kept for a moment: the HTML as sent, and its compressed forms once asked for. */
interface CachedPage {
  status: number;
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  expires: number;
}

/**
 * What a guest's rendered page depends on: what the render read of the request (the path, the
 * page's own query values, the language and brand, as app/src/ssr/choice.ts parsed them: the one
 * parser, so no header read one way here and another there) and the versions of the operator's
 * files it rendered with. Unknown query parameters are not in it: the render never sees them.
 */
function cacheKey(choice: RequestChoice, configVersion: string, overridesVersion: string): string {
  return [choice.path, choice.query, choice.language, choice.brand, configVersion, overridesVersion].join('\n');
}

function sendCached(req: FastifyRequest, reply: FastifyReply, page: CachedPage): void {
  const encoding = encodingFor(req.headers['accept-encoding']);
  reply
    .code(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding');
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.html, { params: brotliQuality });
    void reply.header('Content-Encoding', 'br').send(page.br);
  } else if (encoding === 'gzip') {
    page.gzip ??= gzipSync(page.html, { level: gzipLevel });
    void reply.header('Content-Encoding', 'gzip').send(page.gzip);
  } else {
    void reply.send(page.html);
  }
}

export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  const entry = (await import(pathToFileURL(options.serverEntry).href)) as ServerEntry;
  const styleTag = inlineStyles(options.distDir);
  const built = template(options.distDir);
  const linked = new Set([...built.head.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1] as string));
  // index.html's own stylesheets (the fonts' faces, the brands' variables) go inline like the page's.
  const head = built.head.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) =>
    styleTag(file),
  );
  const { tail } = built;
  const manifest = readManifest(options.distDir);
  const linksFor = pageLinks(manifest, linked, styleTag);
  const scriptsFor = pageScripts(manifest);
  const headWith = deferScripts(head);
  const files = options.files ?? runtimeFiles(options.distDir);
  const slots = renderSlots(options.maxRenders ?? 4, options.renderQueue ?? 16);
  const cacheMs = options.cacheMs ?? 0;
  const cache = new Map<string, CachedPage>();
  /** Renders in progress that may be kept: a request for the same key waits for it instead. */
  const inFlight = new Map<string, Promise<CachedPage | undefined>>();

  const fromCache = (key: string): CachedPage | undefined => {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit;
    if (hit) cache.delete(key);
    return undefined;
  };

  return async (req, reply) => {
    const request = toRequest(req);
    const [config, session] = await Promise.all([files.config(), options.sessionOf?.(req)]);
    const runtimeConfig = config.value ?? {};
    const choice = entry.choose(request, runtimeConfig);
    const overrides = await files.overrides(choice.folder);
    // A member's page is theirs alone: never kept, never sent to anyone else.
    const shared = cacheMs > 0 && !session;
    const key = shared ? cacheKey(choice, config.version, overrides.version) : '';
    // A kept page, else the render of it under way (checked and claimed below in one tick: no await
    // between, or each of a burst of requests would start its own render). A render that is not kept
    // (it missed an answer) lets its waiters go on: the first claims the next render, the rest wait on it.
    for (let tries = 0; shared && tries < 3; tries++) {
      const hit = fromCache(key);
      if (hit) {
        options.metrics?.cacheHit();
        sendCached(req, reply, hit);
        return true;
      }
      const pending = inFlight.get(key);
      if (!pending) break;
      const page = await pending;
      if (page) {
        options.metrics?.cacheHit();
        sendCached(req, reply, page);
        return true;
      }
    }
    if (shared) options.metrics?.cacheMiss();
    let result: Awaited<ReturnType<ServerEntry['render']>>;
    let storeKey = key;
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    // Claimed before any wait: a request for the same page from now on waits for this render.
    if (shared) inFlight.set(key, new Promise((resolve) => (settle = resolve)));
    // Past the queue: the client-rendered page, so addresses nobody has asked yet cannot starve the rest.
    const release = await slots.acquire();
    const done = (page: CachedPage | undefined) => {
      release?.();
      if (!shared) return;
      inFlight.delete(key);
      if (page) {
        // A few hundred addresses at the most (routes x languages x brands); old ones go first.
        if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
        cache.set(storeKey, page);
      }
      settle(page);
    };
    if (!release) {
      done(undefined);
      req.log.warn('renders queue full; sending the client-rendered page');
      return false;
    }
    const started = performance.now();
    try {
      result = await entry.render(request, {
        platformUrl: options.platformUrl,
        runtimeConfig,
        fetchTimeoutMs: options.fetchTimeoutMs,
        deadlineMs: options.deadlineMs,
        session,
        overrides: overrides.value,
      });
    } catch (err) {
      done(undefined);
      req.log.error(err, 'server render failed; sending the client-rendered page');
      return false;
    }
    if (result.kind === 'redirect') {
      done(undefined);
      if (result.sessionEnded) options.onSessionEnded?.(reply);
      reply
        .header('Cache-Control', session ? 'private, no-store' : 'no-cache')
        .redirect(result.location, result.status);
      return true;
    }
    // Kept under what the render itself says it read (the same parse as the lookup's).
    if (shared) storeKey = cacheKey(result.choice, config.version, overrides.version);
    const page = headWith(scriptsFor(result.modules ?? []))
      .replace(
        /<html[^>]*>/,
        `<html lang="${escapeAttribute(result.lang)}" dir="${escapeAttribute(result.dir)}" data-brand="${escapeAttribute(result.brand)}">`,
      )
      // The page's own stylesheets, then its styled-components CSS: the order the cascade had when
      // the latter came in the body.
      .replace('</head>', `${linksFor(result.modules ?? [])}${result.styles}</head>`);
    const out = new PassThrough();
    const body = new PassThrough();
    // The page as sent, kept when the render was complete (every answer in, nothing failed).
    const keep = shared && !result.member && result.complete === true && result.status === 200;
    const parts: Buffer[] = [];
    const write = (chunk: string | Buffer) => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (keep) parts.push(buf);
      out.write(buf);
    };
    const status = result.status;
    write(`${page}<div id="root">`);
    body.on('data', (chunk: Buffer) => write(chunk));
    body.on('end', () => {
      write(`</div><script type="application/json" id="lobby-page-data">${result.dataJson}</script>${tail}`);
      out.end();
      options.metrics?.renderSeconds(req.url, (performance.now() - started) / 1000);
      done(keep ? { status, html: Buffer.concat(parts), expires: Date.now() + cacheMs } : undefined);
    });
    body.on('error', (err) => {
      done(undefined);
      out.destroy(err);
    });
    result.pipe(body);

    const { encoding, stream } = compressor(req.headers['accept-encoding']);
    reply
      .code(result.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', result.member ? 'private, no-store' : 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (encoding && stream) {
      reply.header('Content-Encoding', encoding);
      void reply.send(out.pipe(stream));
    } else {
      void reply.send(out);
    }
    return true;
  };
}
