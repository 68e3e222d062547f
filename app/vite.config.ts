import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** The reference server (server/); `npm start` runs it on 8080. */
const apiTarget = process.env.LOBBY_API ?? 'http://127.0.0.1:8080';

/**
 * dist/sw.js: src/pwa/sw.ts compiled with Workbox and given the precache manifest (each file with a
 * revision), so the shell starts offline (docs/decisions/app-pwa.md). Registration is ours
 * (src/pwa/register.ts, with workbox-window), and so is the web manifest (public/).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // The shell: JS, CSS, icons, the manifest, the offline page, the build's runtime config (the
      // offline fallback of the operator's live one) and the Latin fonts. Other scripts'
      // fonts load on demand (unicode-range) and are cached as they come (the worker's rule 5).
      // Texts: only the default language (TY) and the fallback (EN). The other 34 languages were
      // 315 of the 500 files every first visit fetched in the background, on a phone's data plan;
      // a player's own language is cached as it loads (rule 5), and offline before that the shell
      // reads the fallback's texts (docs/decisions/app-pwa.md).
      globPatterns: [
        '**/*.{js,css,svg,png,webmanifest}',
        'index.html',
        'runtime-config.json',
        '**/*-latin-+([0-9])-normal*.woff2',
      ],
      globIgnores: ['**/sw.js', '.vite/**', 'assets/i18n-!(en|ty)-*.js'],
      // Hashed names are their own revision; the rest (index.html, icons, manifest) get a content hash.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

/**
 * Writes a Brotli and a gzip copy next to every text asset of the build (the server sends them by
 * Accept-Encoding: @fastify/static preCompressed). Uses node:zlib, so no plugin dependency.
 */
function precompress(): Plugin {
  return {
    name: 'lobby-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    // writeBundle, not generateBundle: the files must be compressed as written. In generateBundle
    // Vite had not yet put its preload map (__vite__mapDeps) into the chunks, so the .br/.gz copies
    // browsers get differed from the .js and lazy pages never loaded (issue 11, found by the fault matrix).
    async writeBundle(options, bundle) {
      const zlib = await import('node:zlib');
      const { promisify } = await import('node:util');
      const { readFile, writeFile } = await import('node:fs/promises');
      const { join } = await import('node:path');
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      const dir = options.dir ?? 'dist';
      // Each file on the thread pool, side by side: the build waits for the slowest, not the sum.
      const files = Object.keys(bundle).filter((fileName) => /\.(js|css|svg|json|webmanifest|html)$/.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const buf = await readFile(join(dir, fileName));
          if (buf.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(buf, { level: 9 }),
          ]);
          await Promise.all([writeFile(join(dir, `${fileName}.br`), br), writeFile(join(dir, `${fileName}.gz`), gz)]);
        }),
      );
    },
  };
}

/**
 * V8's compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) on the first line of
 * every script chunk: the browser compiles the chunk's functions while it streams the file, on a
 * background thread, instead of each on the main thread the first time it is called. Our chunks
 * load when they are about to run (a page's, a block's as it comes near), so their functions are
 * called at once: without the hint the root's hydration pass on a phone was mostly V8 compiling
 * React's, Recoil's and the router's functions (docs/decisions/app-bundle.md). The language
 * chunks are data and are left as they are. In generateBundle, after Vite has put its preload map
 * at the top of a chunk (order 'post'): the hint must come before any function.
 */
const compileHint = '//# allFunctionsCalledOnLoad\n';
function compileHints(): Plugin {
  return {
    name: 'lobby-compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || /(^|\/)i18n-/.test(chunk.fileName) || chunk.code.startsWith(compileHint))
            continue;
          chunk.code = compileHint + chunk.code;
          // One line more at the top: the source map's first line is empty.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}

/**
 * react-router's package exports name its development build for every import (its own issue
 * #14102); its production build differs only in leaving out the development warnings and the checks
 * behind them. The browser's build takes the production files. The server bundle leaves react-router
 * external (one copy for the server and react-router-dom), so this is for the client build only.
 */
const routerProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`../node_modules/${replacement}`, import.meta.url)),
}));

/**
 * The app's modules that every server-rendered page runs before it hydrates, for the `boot` and
 * `shell` chunk groups below: the site's own modules (app/src, not its texts) that the entry
 * (main.tsx) imports, directly or through others, and those the hydration module (ssr/hydrate.tsx)
 * imports on top of them. Read from the module graph once the build has parsed it, before chunking.
 * The kit, the tokens and the contract are left out here: the graph is taken before tree-shaking,
 * and the kit's index names every part, so the home would have taken the whole kit. They join the
 * groups as what the captured modules use (the groups' default), which is after tree-shaking.
 */
function firstLoadSets() {
  const siteModule = /[\\/]app[\\/]src[\\/](?!i18n[\\/](locales|bundles)[\\/])/;
  const boot = new Set<string>();
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'lobby-first-load',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // A rebuild in the same process (vite build --watch) reads the graph afresh.
    buildStart() {
      boot.clear();
      shell.clear();
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (file: RegExp) => {
        const id = ids.find((x) => file.test(x));
        if (!id) throw new Error(`lobby-first-load: no module ${file} in the graph`);
        return id;
      };
      const collect = (from: string, into: Set<string>, known: Set<string>) => {
        const stack = [from];
        while (stack.length)
          for (const next of this.getModuleInfo(stack.pop()!)?.importedIds ?? [])
            if (siteModule.test(next) && !into.has(next) && !known.has(next)) {
              into.add(next);
              stack.push(next);
            }
      };
      collect(find(/[\\/]app[\\/]src[\\/]main\.tsx$/), boot, new Set());
      collect(find(/[\\/]app[\\/]src[\\/]ssr[\\/]hydrate\.tsx$/), shell, boot);
    },
  };
  return { plugin, boot, shell };
}
const firstLoad = firstLoadSets();

export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/',
  plugins: [react(), firstLoad.plugin, serviceWorker(), compileHints(), precompress()],
  resolve: { alias: command === 'build' && !isSsrBuild ? routerProduction : [] },
  // Each styled component gets an id from its file and its place in it (Oxc's styled-components
  // transform, the one the library's docs name for SSR), not from the order modules happen to run
  // in. Without it the server bundle, which loads every page at once, and the browser's chunks
  // numbered components differently: every class the browser computed missed the server's, so
  // while hydrating it generated and inserted all the page's CSS again (77 rules on the game list)
  // and the browser restyled the whole document. `pure` keeps unused kit parts out of the entry.
  oxc: {
    plugins: {
      styledComponents: { ssr: true, displayName: false, fileName: false, minify: false, pure: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: `npm run bench` reads each route's first-load chunks from it.
    manifest: true,
    rolldownOptions: {
      // Rolldown reports plugins that take much of the build: here that is always lobby-precompress
      // (Brotli at its highest level, once per build, so phones download less), which is the point.
      checks: { bundlerTimings: false },
      // styled-components' tagged templates are pure; without this hint every kit part named in
      // the kit's index would land in the entry chunk, used or not (first-load budget, issue 6).
      treeshake: {
        manualPureFunctions: ['styled', 'css', 'keyframes', 'createGlobalStyle', 'forwardRef', 'memo', 'createContext'],
        // The kit's and the contract's modules only declare things: an unused part must not ride
        // along just because the package index names it (first-load budget, issue 6).
        // tokens/src too (its contrast table was built at import on every route), except fonts.ts,
        // which is imported for its stylesheets alone.
        moduleSideEffects: (id: string) =>
          /[\\/]tokens[\\/]src[\\/]fonts\.ts$/.test(id) ||
          !/[\\/](ui-kit[\\/]src|server[\\/]contract[\\/]src|tokens[\\/](dist|src))[\\/].*\.tsx?$/.test(id),
      },
      output: {
        // Keep the framework apart from app code so a page change does not bust it. The libraries'
        // groups come first (priority), so the app's groups below, which take what their modules
        // use, leave the libraries in their own chunks.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 50, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', priority: 50, test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'recoil', priority: 50, test: /node_modules[\\/]recoil[\\/]/ },
            { name: 'i18next', priority: 50, test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'styled', priority: 50, test: /node_modules[\\/](styled-components|stylis|@emotion)[\\/]/ },
            // Only pages that show server HTML load it. Named, so a page's CSP reports can tell
            // DOMPurify's parse (its inert document) from the page's own (tests/e2e/hostile-input).
            {
              name: 'sanitizeHtml',
              priority: 50,
              test: /(node_modules[\\/]dompurify|ui-kit[\\/]src[\\/]sanitizeHtml)[\\/]/,
            },
            // What every server-rendered page runs before it hydrates, in two chunks: the entry's
            // (boot) and the hydration's (shell), each with the kit parts and tokens they use. Left
            // to itself the bundler made a chunk of every set of importers: the home loaded 42
            // chunks, 20 of them under 1.3 KB (docs/decisions/app-bundle.md).
            { name: 'boot', test: (id: string) => firstLoad.boot.has(id), priority: 20 },
            { name: 'shell', test: (id: string) => firstLoad.shell.has(id), priority: 10 },
            // Left to itself the bundler gives each set of screens that share a module a chunk of its
            // own: with icons per use, 14 of the home's 64 first-load modules were a single icon of
            // 130-480 bytes, each a request, a preload the start script adds and a module to
            // instantiate on a phone's main thread. The icons shared by screens are one chunk
            // (4 KB): a screen loads a few glyphs it does not draw, once, instead of a request for
            // each it does. Only the glyphs: their dependencies (React, styled-components, the
            // theme) stay in their own chunks, and no chunk imports back (docs/decisions/app-bundle.md).
            {
              name: 'icons',
              test: /ui-kit[\\/]src[\\/]icons[\\/]/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
        // A language's texts are named by it (i18n-ar-common-<hash>.js), so the service worker's
        // precache can leave out the languages a player does not read (serviceWorker() above).
        chunkFileNames: (chunk) => {
          const text = /[\\/]i18n[\\/]locales[\\/]([a-z-]+)[\\/]([\w-]+)\.json$/i.exec(chunk.facadeModuleId ?? '');
          return text ? `assets/i18n-${text[1]}-${text[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  // The server build (entry-server) keeps node_modules external, except styled-components: Node's
  // import of its CommonJS main has no usable default export, so it is bundled (one copy all the same).
  ssr: { noExternal: ['styled-components'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/__dev': apiTarget,
      '/cdn': apiTarget,
    },
  },
  preview: { port: 4173 },
}));
