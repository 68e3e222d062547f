/**
 * Issue 12 "done when": an operator makes a brand with the studio (the studio's own export
 * function), saves the file into tokens/brands, and after a rebuild — what `npm start` does — the
 * whole site is in it, with no code change. The test writes the file, runs the token build and the
 * app build into a temporary folder, serves that build from the real server and checks the live
 * CSS variables, then removes the file and rebuilds the tokens so the tree is as it was.
 */
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './helpers/test.ts';
import { startSiteServer } from './helpers/siteServer.ts';
import { brandFileText, exportBrand, loadModel } from '../../tokens/src/studio.ts';

const name = 'e2e-ocean';
const brandFile = join('tokens', 'brands', `${name}.json`);
const port = Number(process.env.E2E_PORT ?? 8090) + 10;
const edits = {
  'color.bg.canvas': '#062a3a',
  'color.bg.surface': '#0b3b50',
  'color.bg.accent': '#2ec4b6',
  'color.fg.default': '#f1fbff',
  'color.fg.accent': '#7ee8de',
};

const json = (p: string): unknown => JSON.parse(readFileSync(p, 'utf8'));

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env: process.env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
}

test.describe.serial('a brand file made with the studio re-themes the site after a rebuild', () => {
  // Two builds on a loaded two-core machine.
  test.setTimeout(240_000);
  let outDir = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // A hook keeps the project's timeout unless it sets its own (two builds under load > 30 s).
    test.setTimeout(240_000);
    const model = loadModel({
      tiers: {
        base: json('tokens/src/base.json'),
        semantic: json('tokens/src/semantic.json'),
        component: json('tokens/src/component.json'),
      },
      brands: readdirSync('tokens/brands')
        .filter((f) => f.endsWith('.json') && f !== `${name}.json`)
        .map((f) => json(join('tokens/brands', f))),
    });
    const file = exportBrand(
      model,
      { name, label: 'Ocean (e2e)', description: 'Written by brand-file.spec.ts.' },
      edits,
    );
    writeFileSync(brandFile, brandFileText(file));
    outDir = mkdtempSync(join(tmpdir(), 'lobby-brand-'));
    try {
      run(process.execPath, ['tokens/scripts/build.mjs']);
      run('npx', ['vite', 'build', 'app', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
    } finally {
      // The built app keeps the brand; the working tree goes back to the shipped brands at once.
      rmSync(brandFile, { force: true });
      run(process.execPath, ['tokens/scripts/build.mjs']);
    }
    server = await startSiteServer(port, outDir);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test('?brand= picks the new brand and every page takes its colours', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/m/home?brand=${name}`);
    await page.getByTestId('frame').waitFor();
    await expect(page.locator('html')).toHaveAttribute('data-brand', name);
    const vars = await page.evaluate(() => {
      const s = getComputedStyle(document.documentElement);
      return {
        canvas: s.getPropertyValue('--color-bg-canvas').trim(),
        accent: s.getPropertyValue('--color-bg-accent').trim(),
        body: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(vars.canvas).toBe(edits['color.bg.canvas']);
    expect(vars.accent).toBe(edits['color.bg.accent']);
    expect(vars.body).toBe('rgb(6, 42, 58)');
    // The choice is remembered: another page without the parameter keeps the brand.
    await page.goto(`http://127.0.0.1:${port}/m/login`);
    await page.getByTestId('frame').waitFor();
    await expect(page.locator('html')).toHaveAttribute('data-brand', name);
    await expect(page.getByRole('button', { name: /log in/i }).last()).toHaveCSS(
      'background-color',
      'rgb(46, 196, 182)',
    );
  });
});
