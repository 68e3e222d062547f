import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromiumPath } from '../chromium.ts';
import { brandNames } from '@lobby/tokens';
import { paintsColour } from './paints-colour.ts';

/**
 * Every story x every brand at 375x812, discovered from the built Storybook's index.json:
 * a new story needs no edit here. Tag a story 'no-visual' to leave it out (say why in the story), and
 * 'settle-after-play' to be shot after its play function finished (page stories wait for their data).
 */
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}
const index = JSON.parse(readFileSync(`${process.env.STORYBOOK_DIR ?? 'storybook-static'}/index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

// Baselines belong to one browser build: refuse to compare against another one, loudly.
const versionFile = `${process.env.VISUAL_BASELINES ?? 'tests/visual/__screenshots__'}/CHROMIUM_VERSION`;
const running = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).split(' built')[0]!.trim();
const updating = process.argv.some((a) => a === '-u' || a.startsWith('--update-snapshots'));
if (updating) {
  writeFileSync(versionFile, `${running}\n`);
} else {
  const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '(none)';
  if (recorded !== running) {
    throw new Error(
      `Visual baselines were made with ${recorded}, but this machine runs ${running}. ` +
        'Screenshots from another browser build differ by design. Re-make the baselines on purpose with ' +
        '`npm run test:visual:update` in a commit of their own, or install the recorded chromium.',
    );
  }
}

// One page per worker: a new context per story costs twice the time for nothing (TOOLCHAIN.md).
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'Asia/Manila',
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const brand of brandNames) {
  test.describe(`brand ${brand}`, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ sharedPage: page }) => {
        const errors: string[] = [];
        // MSW's worker re-checks its script in the background; a failed update check under load is the
        // harness's noise, not the story's error.
        const onError = (e: Error) => {
          if (!/Failed to update a ServiceWorker/.test(e.message)) errors.push(e.message);
        };
        page.on('pageerror', onError);
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brand};motion:reduce`);
        // Storybook marks <body> once the story has rendered (sb-show-main) or failed (sb-show-errordisplay);
        // a child of #storybook-root alone can still be the preparing spinner under load.
        await page.waitForFunction(
          () =>
            document.body.classList.contains('sb-show-main') ||
            document.body.classList.contains('sb-show-errordisplay'),
        );
        expect(
          await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')),
          'the story failed to render',
        ).toBe(false);
        if (story.tags?.includes('settle-after-play')) {
          // Page stories load their data after the render: their play function waits for a settled
          // page, so they are shot once Storybook says the play function is done.
          const phase = await page.waitForFunction(
            () => {
              const p = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
                .__STORYBOOK_PREVIEW__?.currentRender?.phase;
              return p &&
                ['played', 'completing', 'completed', 'afterEach', 'finished', 'errored', 'aborted'].includes(p)
                ? p
                : undefined;
            },
            undefined,
            { timeout: 30_000 },
          );
          expect(await phase.jsonValue(), 'the play function failed').not.toMatch(/errored|aborted/);
        }
        await page.waitForFunction(() => document.fonts.status === 'loaded');
        await page.evaluate(async () => {
          await document.fonts.ready;
          // Let lazy images settle; they are local (data: or same origin). A lazy image in a part
          // hidden from view (a carousel's other slides) loads when it is shown, not for the shot.
          const pending = Array.from(document.images).filter(
            (img) => !img.complete && !(img.loading === 'lazy' && img.closest('[aria-hidden="true"]')),
          );
          await Promise.all(pending.map((img) => img.decode().catch(() => undefined)));
        });
        // Two frames so layout settled after fonts and images.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        page.off('pageerror', onError);
        expect(errors, 'the story threw while rendering').toEqual([]);
        try {
          await expect(page).toHaveScreenshot([brand, `${story.id}.png`], { fullPage: true });
        } finally {
          // The token-change check asks, per story, whether the page paints its test colour (an
          // "r, g, b" triple): the expected answer to "does this story use the changed token?". Asked
          // after the screenshot, so of the same settled page the screenshot shows.
          const probe = process.env.VISUAL_PROBE_RGB;
          if (probe) {
            const { places, area } = await page.evaluate(paintsColour, probe);
            test.info().annotations.push({ type: 'paints-probe', description: `${area}|${places.join('; ')}` });
          }
        }
      });
    }
  });
}
