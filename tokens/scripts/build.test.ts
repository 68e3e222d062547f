// @vitest-environment node
/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/** The token build, loaded at run time (plain JS with no types of its own). */
interface BuildModule {
  build: (dirs: { srcDir?: string; brandsDir?: string; outDir?: string }) => Promise<{
    tokens: number;
    brands: string[];
  }>;
}
const root = fileURLToPath(new URL('..', import.meta.url));
const buildScript = join(root, 'scripts', 'build.mjs');
const { build } = (await import(/* @vite-ignore */ buildScript)) as BuildModule;

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const temp = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
const gold = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'brands', 'gold.json'), 'utf8')) as Record<string, unknown>;

/** A brands folder with the given files, built into a temporary output. */
async function buildBrands(files: Record<string, unknown>, srcDir?: string) {
  const brandsDir = temp('tokens-brands-');
  const outDir = temp('tokens-out-');
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(brandsDir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return { brandsDir, outDir, result: await build({ brandsDir, outDir, ...(srcDir && { srcDir }) }) };
}

/** Sets one token of a DTCG tree, creating groups on the way. */
function withToken(tree: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  let node = tree;
  for (const part of path.split('.')) node = (node[part] ??= {}) as Record<string, unknown>;
  node.$value = value;
  return tree;
}

describe('a bad brand file gets a message that names the file and the problem', () => {
  it.each([
    ['not JSON', '{ "color": ', /mine\.json: not valid JSON \(/],
    [
      'no brand name',
      { color: { bg: { canvas: { $value: '#000000' } } } },
      /mine\.json: \$extensions\.lobby\.brand must be a lower-case name like "gold"$/,
    ],
    [
      'a token the base does not have',
      withToken(gold(), 'color.bg.glow', '#ffffff'),
      /mine\.json: "color\.bg\.glow" is not a token of the base; a brand may only override existing tokens$/,
    ],
    [
      'a colour that is not one',
      withToken(gold(), 'color.bg.accent', 'goldish'),
      /^color\.bg\.accent: "goldish" is not a colour$/,
    ],
    [
      'a duration without a unit',
      withToken(gold(), 'motion.duration.fade', 'slow'),
      /^motion\.duration\.fade: "slow" is not a duration like 300ms$/,
    ],
    [
      'a reference to nothing',
      withToken(gold(), 'font.family.base', '{fontStack.comic}'),
      /^font\.family\.base: references unknown token \{fontStack\.comic\}$/,
    ],
    [
      'a reference cycle',
      withToken(withToken(gold(), 'radius.sm', '{radius.md}'), 'radius.md', '{radius.sm}'),
      /^reference cycle through radius\.(sm|md)$/,
    ],
  ])('%s', async (_, file, message) => {
    await expect(buildBrands({ 'mine.json': file })).rejects.toThrow(message);
  });

  it('two files naming one brand', async () => {
    await expect(buildBrands({ 'a.json': gold(), 'b.json': gold() })).rejects.toThrow(
      'two brand files name the brand "gold"',
    );
  });

  it('an empty brands folder', async () => {
    await expect(buildBrands({})).rejects.toThrow('no brand files in tokens/brands');
  });

  it('a base token defined twice or without a type', async () => {
    const srcDir = temp('tokens-src-');
    cpSync(join(root, 'src'), srcDir, { recursive: true });
    const component = JSON.parse(readFileSync(join(srcDir, 'component.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(srcDir, 'component.json'), JSON.stringify(withToken(component, 'radius.md', '9px')));
    await expect(buildBrands({ 'gold.json': gold() }, srcDir)).rejects.toThrow(
      'component.json: radius.md is defined twice',
    );

    cpSync(join(root, 'src'), srcDir, { recursive: true });
    writeFileSync(join(srcDir, 'component.json'), JSON.stringify({ orphan: { $value: '1px' } }));
    await expect(buildBrands({ 'gold.json': gold() }, srcDir)).rejects.toThrow(
      'component.json: orphan has no $type (on itself or a group)',
    );
  });

  it('the command prints it on one line and exits 1, writing nothing', () => {
    const brandsDir = temp('tokens-brands-');
    const outDir = temp('tokens-out-');
    writeFileSync(join(brandsDir, 'mine.json'), JSON.stringify(withToken(gold(), 'color.bg.accent', 'goldish')));
    const run = spawnSync(process.execPath, [buildScript, '--brands', brandsDir, '--out', outDir], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('tokens: color.bg.accent: "goldish" is not a colour');
    expect(spawnSync('ls', ['-A', outDir], { encoding: 'utf8' }).stdout).toBe('');
  });
});

describe('a Tokens Studio (Figma) export is a brand file', () => {
  const fixture = readFileSync(join(root, 'scripts', 'fixtures', 'tokens-studio-lagoon.json'), 'utf8');

  it('builds into a brand named after the file, with the export sets merged in order', async () => {
    const { outDir, result } = await buildBrands({ 'gold.json': gold(), 'lagoon.json': fixture });
    expect(result.brands).toEqual(['gold', 'lagoon']);

    const css = readFileSync(join(outDir, 'css', 'lagoon.css'), 'utf8');
    expect(css).toContain("[data-brand='lagoon'] {");
    expect(css).toContain('color-scheme: light;'); // a light canvas
    expect(css).toContain('--color-bg-accent: #0a5c42;'); // the later set wins
    expect(css).toContain('--color-bg-overlay: rgba(11, 42, 36, 0.55);'); // Tokens Studio's rgba(#hex, a)
    expect(css).toContain('--color-fg-accent: var(--color-bg-accent);');
    expect(css).toContain('--radius-md: 10px;'); // unitless sizes get px
    expect(css).toContain('--font-family-display: var(--font-stack-poppins);');

    const built = JSON.parse(readFileSync(join(outDir, 'tokens.json'), 'utf8')) as {
      brands: { name: string; label: string; colorScheme: string }[];
      resolved: Record<string, Record<string, string>>;
    };
    expect(built.brands).toContainEqual({ name: 'lagoon', label: 'Lagoon', colorScheme: 'light', description: '' });
    expect(built.resolved.lagoon!['color.fg.accent']).toBe('#0a5c42');
    expect(built.resolved.lagoon!['font.family.display']).toBe(built.resolved.gold!['fontStack.poppins']);
  });

  it('names a Figma token that has no place in the base', async () => {
    const json = JSON.parse(fixture) as { lagoon: { color: Record<string, unknown> } };
    json.lagoon.color.glow = { value: '#ffffff', type: 'color' };
    await expect(buildBrands({ 'lagoon.json': JSON.stringify(json) })).rejects.toThrow(
      /lagoon\.json: "color\.glow" is not a token of the base/,
    );
  });
});
