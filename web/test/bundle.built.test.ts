/**
 * The chunks of the site's build that web/ serves and lists in each page's preloads
 * (docs/decisions/app-bundle.md): the libraries keep chunks of their own, so a release that changes
 * only the app leaves them cached; no chunk imports one that imports it back (the browser would
 * evaluate one of them before what it needs); what every page runs before it hydrates is the
 * libraries and two chunks of the app's, not a chunk per set of screens sharing a module; the
 * shared icons are one chunk, not a request each;
 * every script chunk opens with V8's compile hint, so a phone compiles it off the main thread.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtDist } from './helpers.ts';

interface Chunk {
  file: string;
  /** The source module of an entry or a lazy import's chunk; absent for a chunk the bundler shares. */
  src?: string;
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(join(builtDist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const files = Object.values(manifest).map((c) => c.file);
const sizeOf = (prefix: string) => {
  const file = files.find((f) => f.startsWith(`assets/${prefix}-`));
  return file ? statSync(join(builtDist, file)).size : 0;
};

describe('the build web/ serves', () => {
  it('keeps each library in its own chunk', () => {
    // Sizes well under what each library weighs minified: a chunk emptied into another is a stub
    // of a few hundred bytes.
    expect(sizeOf('react')).toBeGreaterThan(100_000);
    expect(sizeOf('router')).toBeGreaterThan(50_000);
    expect(sizeOf('recoil')).toBeGreaterThan(50_000);
    expect(sizeOf('i18next')).toBeGreaterThan(30_000);
    expect(sizeOf('styled')).toBeGreaterThan(20_000);
  });

  it('has no chunk that imports one importing it back', () => {
    const imports = new Map(
      Object.values(manifest).map((c) => [c.file, (c.imports ?? []).map((k) => manifest[k]?.file ?? k)]),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      state.set(file, 'open');
      for (const next of imports.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), file, next].join(' -> '));
        else if (!state.has(next)) visit(next, [...path, file]);
      }
      state.set(file, 'done');
    };
    for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("loads the app's code that runs before hydrating in two chunks, beside the libraries'", () => {
    // What the entry and the hydration module import statically, chunk by chunk (web/ preloads the
    // same list for a server-rendered page, before the page's own chunks).
    const byKey = manifest as Record<string, Chunk>;
    const reached = new Set<string>();
    const visit = (key: string) => {
      if (reached.has(key)) return;
      reached.add(key);
      for (const next of byKey[key]?.imports ?? []) visit(next);
    };
    visit('index.html');
    visit('src/ssr/hydrate.tsx');
    const names = [...reached].map((key) => byKey[key]!.file.replace(/^assets\/(.+)-[\w-]{8}\.js$/, '$1')).sort();
    expect(names).toEqual(
      [
        'boot',
        'hydrate',
        'i18next',
        'index',
        'react',
        'recoil',
        'rolldown-runtime',
        'router',
        'shell',
        'styled',
      ].sort(),
    );
    // The kit and the tokens came with them (the theme, the frame's parts), not in chunks of their own.
    expect(files.filter((f) => /^assets\/(theme|Button|ErrorState|preload-helper)-/.test(f))).toEqual([]);
  });

  it('puts the shared icons in one chunk, not one chunk per icon', () => {
    const glyphs = readdirSync(new URL('../../ui-kit/src/icons/glyphs', import.meta.url)).map((f) =>
      f.replace(/\.tsx$/, ''),
    );
    expect(glyphs.length).toBeGreaterThan(10);
    expect(files.filter((f) => f.startsWith('assets/icons-'))).toHaveLength(1);
    // A glyph of its own was a shared chunk named after it (the home page's chunk is named Home too).
    const shared = Object.values(manifest).filter((c) => !c.src);
    expect(shared.filter((c) => glyphs.some((g) => c.file.startsWith(`assets/${g}-`))).map((c) => c.file)).toEqual([]);
  });

  it("opens every script chunk with V8's compile hint, before Vite's preload map", () => {
    const scripts = readdirSync(join(builtDist, 'assets')).filter((f) => f.endsWith('.js'));
    const code = scripts.filter((f) => !f.startsWith('i18n-'));
    expect(code.length).toBeGreaterThan(20);
    const without = code.filter(
      (f) => !readFileSync(join(builtDist, 'assets', f), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    expect(without).toEqual([]);
    // The compressed copies a browser gets are of the hinted file.
    const entry = files.find((f) => /^assets\/index-.*\.js$/.test(f));
    expect(entry).toBeDefined();
    expect(gunzipSync(readFileSync(join(builtDist, `${entry}.gz`))).toString('utf8')).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\nconst __vite__mapDeps/,
    );
    // The language chunks are data: left as they are.
    const texts = scripts.filter((f) => f.startsWith('i18n-'));
    expect(texts.length).toBeGreaterThan(36);
    expect(
      texts.filter((f) => readFileSync(join(builtDist, 'assets', f), 'utf8').includes('allFunctionsCalledOnLoad')),
    ).toEqual([]);
  });
});
