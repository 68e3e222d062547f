// @vitest-environment node
/// <reference types="node" />
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { brandNames, resolvedTokens } from '../dist/theme.ts';
import { contrastPairs } from './contrast.ts';
import {
  brandFileText,
  changedFrom,
  colorSchemeFor,
  contrastReport,
  exportBrand,
  fontOptions,
  importBrandText,
  loadModel,
  normaliseColor,
  pickerHex,
  resolveTokens,
  setOverride,
  studioControls,
  studioVariables,
} from './studio.ts';
import type { Overrides, StudioBrand } from './studio.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (...parts: string[]): unknown => JSON.parse(readFileSync(join(root, ...parts), 'utf8'));
const model = loadModel({
  tiers: {
    base: readJson('src/base.json'),
    semantic: readJson('src/semantic.json'),
    component: readJson('src/component.json'),
  },
  brands: readdirSync(join(root, 'brands'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson('brands', f)),
});
const brand = (name: string): StudioBrand => model.brands.get(name)!;

/** The token build, loaded at run time (plain JS with no types of its own). */
interface BuildModule {
  build: (dirs: {
    srcDir?: string;
    brandsDir?: string;
    outDir?: string;
  }) => Promise<{ tokens: number; brands: string[] }>;
}
const buildScript = join(root, 'scripts', 'build.mjs');
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('brand studio model', () => {
  it('loads every shipped brand', () => {
    expect([...model.brands.keys()].sort()).toEqual([...brandNames].sort());
  });

  it.each(brandNames)('resolves brand %s exactly as the token build does', (name) => {
    expect(resolveTokens(model, brand(name).overrides)).toEqual(resolvedTokens[name]);
  });

  it('offers controls only for tokens the base defines, and the fonts we ship', () => {
    const controls = studioControls(model);
    expect(controls.map((c) => c.path)).toContain('color.bg.accent');
    expect(controls.every((c) => model.tokens.has(c.path))).toBe(true);
    expect(new Set(controls.map((c) => c.group))).toEqual(
      new Set(['Surfaces', 'Accent', 'Text', 'Status', 'Borders', 'Radius', 'Type', 'Motion']),
    );
    expect(fontOptions(model)).toEqual([
      { value: '{fontStack.noto}', label: 'Noto Sans' },
      { value: '{fontStack.poppins}', label: 'Poppins' },
    ]);
  });
});

describe('edits -> CSS variables', () => {
  it('sets only what differs from the starting brand, references as var()', () => {
    let o: Overrides = brand('neon').overrides;
    expect(studioVariables(model, brand('neon'), o)).toEqual({});
    o = setOverride(model, o, 'color.bg.accent', '#ff0066');
    o = setOverride(model, o, 'font.family.base', '{fontStack.noto}');
    expect(studioVariables(model, brand('neon'), o)).toEqual({
      '--color-bg-accent': '#ff0066',
      '--font-family-base': 'var(--font-stack-noto)',
    });
  });

  it('puts back the base value of a token the starting brand overrides and the import does not', () => {
    const vars = studioVariables(model, brand('sky'), brand('gold').overrides);
    expect(vars['--color-bg-canvas']).toBe('var(--palette-ink-950)');
    expect(vars['--shadow-raised']).toBe('0px 2px 8px 0px rgba(0, 0, 0, 0.35)');
  });

  it('drops an edit that lands on the base value again', () => {
    const o = setOverride(model, {}, 'radius.md', '10px');
    expect(o).toEqual({ 'radius.md': '10px' });
    expect(setOverride(model, o, 'radius.md', '8px')).toEqual({}); // base radius.md is {scale.4} = 8px
  });

  it('lists the tokens changed from the starting brand', () => {
    const o = setOverride(model, brand('gold').overrides, 'color.fg.muted', '#999999');
    expect(changedFrom(model, brand('gold'), o)).toEqual(['color.fg.muted']);
  });
});

describe('contrast, live', () => {
  it('reports every pair of the guard and names failures with its messages', () => {
    const ok = contrastReport('gold', resolveTokens(model, {}));
    expect(ok.rows).toHaveLength(contrastPairs.length);
    expect(ok.rows.every((r) => r.pass)).toBe(true);
    expect(ok.failures).toEqual([]);

    const o = setOverride(model, {}, 'color.fg.muted', '#3a3127');
    const bad = contrastReport('mine', resolveTokens(model, o));
    const failing = bad.rows.filter((r) => !r.pass).map((r) => `${r.fg} on ${r.bg}`);
    expect(failing).toContain('color.fg.muted on color.bg.surface');
    expect(bad.failures.map((f) => `${f.fg} on ${f.bg}`)).toEqual(failing);
    expect(bad.failures[0]!.message).toMatch(/brand "mine": color\.fg\.muted \(#3a3127\) on .* needs 4\.5:1/);
  });

  it('follows component tokens that default to an edited semantic token', () => {
    const o = setOverride(model, {}, 'color.bg.accent', '#1a1305'); // same as the text on it
    const rows = contrastReport('x', resolveTokens(model, o)).rows.filter((r) => !r.pass);
    expect(rows.map((r) => r.use)).toEqual(expect.arrayContaining(['primary button', 'text on the accent']));
  });
});

describe('export and import', () => {
  const info = { name: 'ruby', label: 'Ruby Nights', description: 'Ruby: made in the brand studio from neon.' };

  it('exports only tokens that differ from the base, in the brand file shape', () => {
    let o = brand('neon').overrides;
    o = setOverride(model, o, 'color.bg.accent', '#e0115f');
    o = setOverride(model, o, 'radius.md', '10px');
    o = setOverride(model, o, 'motion.duration.fade', '450ms');
    const file = exportBrand(model, info, o);
    expect(file.$extensions).toEqual({ lobby: { brand: 'ruby', label: 'Ruby Nights', colorScheme: 'dark' } });
    expect(file).toMatchObject({
      color: { bg: { accent: { $value: '#e0115f', $type: 'color' }, canvas: { $value: '#0d0820', $type: 'color' } } },
      radius: { md: { $value: '10px', $type: 'dimension' } },
      font: { family: { base: { $value: '{fontStack.poppins}', $type: 'fontFamily' } } },
      motion: { duration: { fade: { $value: '450ms', $type: 'duration' } } },
      button: { radius: { $value: '{radius.pill}', $type: 'dimension' } },
    });
    expect(file).not.toHaveProperty('space');
    expect(exportBrand(model, { ...info, name: 'plain' }, {})).toEqual({
      $description: info.description,
      $extensions: { lobby: { brand: 'plain', label: 'Ruby Nights', colorScheme: 'dark' } },
    });
  });

  it('the token build accepts an exported file unchanged and emits its CSS', async () => {
    let o = brand('sky').overrides;
    o = setOverride(model, o, 'color.bg.accent', '#0b6e4f');
    o = setOverride(model, o, 'font.family.display', '{fontStack.poppins}');
    o = setOverride(model, o, 'radius.lg', '20px');
    o = setOverride(model, o, 'motion.duration.slide', '650ms');
    const text = brandFileText(exportBrand(model, { ...info, name: 'meadow', label: 'Meadow' }, o));

    const brandsDir = mkdtempSync(join(tmpdir(), 'studio-brands-'));
    const outDir = mkdtempSync(join(tmpdir(), 'studio-out-'));
    temps.push(brandsDir, outDir);
    writeFileSync(join(brandsDir, 'meadow.json'), text);
    const { build } = (await import(/* @vite-ignore */ buildScript)) as BuildModule;
    expect(await build({ brandsDir, outDir })).toMatchObject({ brands: ['meadow'] });

    const css = readFileSync(join(outDir, 'css', 'meadow.css'), 'utf8');
    expect(css).toContain("[data-brand='meadow'] {");
    expect(css).toContain('color-scheme: light;');
    expect(css).toContain('--color-bg-accent: #0b6e4f;');
    expect(css).toContain('--color-bg-canvas: #eef2f8;');
    expect(css).toContain('--font-family-display: var(--font-stack-poppins);');
    expect(css).toContain('--radius-lg: 20px;');
    expect(css).toContain('--motion-duration-slide: 650ms;');
    // the build resolves it to what the studio previewed
    const built = JSON.parse(readFileSync(join(outDir, 'tokens.json'), 'utf8')) as {
      resolved: Record<string, Record<string, string>>;
    };
    expect(built.resolved.meadow).toEqual(resolveTokens(model, o));
  });

  it('imports what it exports', () => {
    const o = setOverride(model, brand('neon').overrides, 'color.fg.link', '#abcdef');
    const result = importBrandText(model, brandFileText(exportBrand(model, info, o)));
    expect(result).toEqual({
      ok: true,
      brand: { ...info, colorScheme: 'dark', overrides: o },
    });
  });

  it('imports the shipped brand files', () => {
    const sky = importBrandText(model, readFileSync(join(root, 'brands', 'sky.json'), 'utf8'));
    expect(sky.ok && sky.brand.overrides).toEqual(brand('sky').overrides);
  });

  it('names every problem in a pasted file', () => {
    expect(importBrandText(model, '{ nope')).toEqual({ ok: false, errors: [expect.stringMatching(/^Not valid JSON/)] });
    expect(importBrandText(model, '[]')).toEqual({ ok: false, errors: ['A brand file is one JSON object'] });
    const bad = importBrandText(
      model,
      JSON.stringify({
        $extensions: { lobby: { brand: 'Bad Name' } },
        color: { bg: { accent: { $value: 'blue-ish' }, glow: { $value: '#fff' } } },
        radius: { md: { $value: '{color.bg.canvas}' } },
        motion: { duration: { fade: { $value: 'slow' } } },
        font: { family: { base: { $value: '{fontStack.comic}' } } },
        space: { md: { $value: '12px', $type: 'color' } },
      }),
    );
    expect(bad).toEqual({
      ok: false,
      errors: [
        '$extensions.lobby.brand must be a lower-case name like "gold"',
        'color.bg.accent: "blue-ish" is not a colour',
        '"color.bg.glow" is not a token of the base; a brand may only override existing tokens',
        'radius.md: {color.bg.canvas} is a color, not a dimension',
        'motion.duration.fade: "slow" is not a duration like 300ms',
        'font.family.base: references unknown token {fontStack.comic}',
        'space.md: $type "color" should be "dimension"',
      ],
    });
  });
});

describe('helpers', () => {
  it('reads colours the way an operator types them', () => {
    expect(normaliseColor('E0115F')).toBe('#e0115f');
    expect(normaliseColor(' #abc ')).toBe('#abc');
    expect(normaliseColor('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(normaliseColor('#12345')).toBeUndefined();
    expect(normaliseColor('red')).toBeUndefined();
    expect(pickerHex('rgba(15, 27, 45, 0.55)')).toBe('#0f1b2d');
    expect(pickerHex('#abc')).toBe('#aabbcc');
  });

  it('picks the colour scheme from the canvas', () => {
    expect(colorSchemeFor('#eef2f8')).toBe('light');
    expect(colorSchemeFor('#0c0a07')).toBe('dark');
  });
});
