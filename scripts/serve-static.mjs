#!/usr/bin/env node
// A tiny static file server for built output (Storybook for the visual tests). No dependencies.
// Usage: node scripts/serve-static.mjs <dir> <port> [--compress]
// --compress: text files go out Brotli- or gzip-compressed by Accept-Encoding, as the site's servers
// send them (the bench's floors must be served like the site, or they flatter it).
import { createServer } from 'node:http';
import { createReadStream, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.argv[3] ?? 6007);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

const textTypes = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);
/** Compressed copies made once at start, as the app build writes its .br/.gz files. */
const compressed = new Map();
if (process.argv.includes('--compress')) {
  for (const name of readdirSync(root, { recursive: true })) {
    const file = join(root, String(name));
    if (!textTypes.has(extname(file)) || !statSync(file).isFile()) continue;
    const buf = readFileSync(file);
    if (buf.length < 1024) continue;
    compressed.set(file, {
      br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(buf, { level: 9 }),
    });
  }
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  let file = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    statSync(file);
  } catch {
    res.writeHead(404).end('not found');
    return;
  }
  const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
  const copies = compressed.get(file);
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = copies && (/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined);
  if (encoding) {
    res.writeHead(200, { ...headers, 'content-encoding': encoding, vary: 'Accept-Encoding' }).end(copies[encoding]);
    return;
  }
  res.writeHead(200, headers);
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
