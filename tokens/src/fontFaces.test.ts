// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const here = import.meta.dirname;

interface Face {
  family: string;
  weight: string;
  src: string;
  range: string | undefined;
}

function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const prop = (name: string) => new RegExp(`${name}:\\s*([^;]+);?`).exec(body!)?.[1]?.trim();
    return {
      family: prop('font-family')!.replace(/['"]/g, ''),
      weight: prop('font-weight')!,
      src: prop('src')!,
      range: prop('unicode-range')?.replace(/\s+/g, ''),
    };
  });
}

/** Every stylesheet fonts.ts imports, read as the bundler resolves it. */
function declaredFaces(): Face[] {
  const entry = readFileSync(join(here, 'fonts.ts'), 'utf8');
  const sheets = [...entry.matchAll(/^import '([^']+\.css)';$/gm)].map(([, spec]) =>
    spec!.startsWith('.') ? join(here, spec!) : require.resolve(spec!),
  );
  return sheets.flatMap((file) => faces(readFileSync(file, 'utf8')));
}

const generic = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

describe('the font faces every page declares (fonts.ts)', () => {
  it('declare every family a font stack token names, so the browser never asks the system for one', () => {
    const declared = new Set(declaredFaces().map((f) => f.family));
    const base = JSON.parse(readFileSync(join(here, 'base.json'), 'utf8')) as {
      fontStack: Record<string, { $value?: string }>;
    };
    const stacks = Object.values(base.fontStack).flatMap((t) => (typeof t.$value === 'string' ? [t.$value] : []));
    expect(stacks.length).toBeGreaterThan(1);
    const named = stacks.flatMap((stack) => stack.split(',').map((f) => f.trim().replace(/['"]/g, '')));
    expect(named.filter((f) => !generic.has(f) && !declared.has(f))).toEqual([]);
  });

  it("declare each script font with fontsource's own range for that script's subset, so other pages fetch none", () => {
    const scripts = faces(readFileSync(join(here, 'scripts.css'), 'utf8'));
    expect(scripts.map((f) => `${f.family} ${f.weight}`)).toEqual(
      ['Myanmar', 'Khmer', 'Lao', 'Telugu'].flatMap((s) => [`Noto Sans ${s} 400`, `Noto Sans ${s} 700`]),
    );
    for (const face of scripts) {
      const file = /url\('([^']+)'\)/.exec(face.src)![1]!;
      const pkg = file.split('/files/')[0]!;
      // The same file in fontsource's stylesheet of that weight, with its unicode-range.
      const theirs = faces(readFileSync(require.resolve(`${pkg}/${face.weight}.css`), 'utf8')).find((f) =>
        f.src.includes(file.split('/').pop()!),
      );
      expect(theirs, file).toBeDefined();
      expect(face.range, file).toBe(theirs!.range);
      expect(face.range).not.toMatch(/U\+0000|U\+0-/);
    }
  });
});
