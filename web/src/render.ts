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
import type { Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { PageRenderer } from './server.ts';

/** The app's server entry, as built (see app/src/entry-server.tsx). */
interface ServerEntry {
  render: (
    request: Request,
    ctx: { platformUrl: string; runtimeConfig: unknown; fetchTimeoutMs?: number; deadlineMs?: number },
  ) => Promise<
    | { kind: 'redirect'; status: number; location: string }
    | {
        kind: 'page';
        status: number;
        lang: string;
        dir: string;
        brand: string;
        dataJson: string;
        pipe: (out: Writable) => void;
      }
  >;
}

export interface RendererOptions {
  distDir: string;
  /** The built server entry module. */
  serverEntry: string;
  platformUrl: string;
  fetchTimeoutMs?: number;
  deadlineMs?: number;
}

const rootTag = '<div id="root"></div>';
const escapeAttribute = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

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

/** Brotli, else gzip, else none; each chunk flushed so the browser sees the shell at once. */
function compressor(accept: string | undefined): {
  encoding?: string;
  stream?: PassThrough | ReturnType<typeof createGzip>;
} {
  const a = accept ?? '';
  if (/\bbr\b/.test(a)) {
    return {
      encoding: 'br',
      stream: createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      }) as unknown as PassThrough,
    };
  }
  if (/\bgzip\b/.test(a)) return { encoding: 'gzip', stream: createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 }) };
  return {};
}

export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  const entry = (await import(pathToFileURL(options.serverEntry).href)) as ServerEntry;
  const { head, tail } = template(options.distDir);
  const runtimeConfig: unknown = JSON.parse(readFileSync(join(options.distDir, 'runtime-config.json'), 'utf8'));

  return async (req, reply) => {
    let result: Awaited<ReturnType<ServerEntry['render']>>;
    try {
      result = await entry.render(toRequest(req), {
        platformUrl: options.platformUrl,
        runtimeConfig,
        fetchTimeoutMs: options.fetchTimeoutMs,
        deadlineMs: options.deadlineMs,
      });
    } catch (err) {
      req.log.error(err, 'server render failed; sending the client-rendered page');
      return false;
    }
    if (result.kind === 'redirect') {
      reply.header('Cache-Control', 'no-cache').redirect(result.location, result.status);
      return true;
    }
    const page = head.replace(
      /<html[^>]*>/,
      `<html lang="${escapeAttribute(result.lang)}" dir="${escapeAttribute(result.dir)}" data-brand="${escapeAttribute(result.brand)}">`,
    );
    const out = new PassThrough();
    const body = new PassThrough();
    out.write(`${page}<div id="root">`);
    body.on('data', (chunk: Buffer) => out.write(chunk));
    body.on('end', () => {
      out.end(`</div><script type="application/json" id="lobby-page-data">${result.dataJson}</script>${tail}`);
    });
    body.on('error', (err) => out.destroy(err));
    result.pipe(body);

    const { encoding, stream } = compressor(req.headers['accept-encoding']);
    reply
      .code(result.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
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
