import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromiumPath } from '../chromium.ts';
import { brandNames } from '@lobby/tokens';
import { paintsColour } from './paints-colour.ts';
import { PreviewSession } from './preview-session.ts';

/**
 * Every story x every brand at 375x812, discovered from the built Storybook's index.json:
 * a new story needs no edit here. Each one renders, runs its play function without an error and,
 * in the first brand, passes axe. Tag a story 'no-visual' to leave it out of the screenshots (say
 * why in the story: it still renders, plays and passes axe in the first brand), and
 * 'visual-fresh-preview' to shoot it on a freshly loaded preview instead of one switched in the page.
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
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
// axe runs on every story in the first brand (the default), with the story's own a11y parameters,
// during the same render the screenshot is taken of: a second pass over the stories in a browser of
// their own (the a11y addon's vitest run, `npm run test:stories`) cost four minutes of every CI run.
// The brands' colour pairs are checked for contrast by the token build (tokens/src/contrast.test.ts).
// VISUAL_AXE=0 leaves axe (and the stories without a screenshot) out: the token-change check's runs.
const axeBrand = process.env.VISUAL_AXE === '0' ? undefined : brandNames[0];

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

// One preview per worker, stories switched in the page (tests/visual/preview-session.ts): a new
// context per story costs twice the time for nothing (TOOLCHAIN.md), and a reload of iframe.html
// per story most of the rest.
const test = base.extend<object, { preview: { page: Page; session: PreviewSession } }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'Asia/Manila',
      });
      const page = await context.newPage();
      await use({ page, session: await PreviewSession.open(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const brand of brandNames) {
  test.describe(`brand ${brand}`, () => {
    for (const story of stories) {
      const shot = !story.tags?.includes('no-visual');
      const axe = brand === axeBrand;
      if (!shot && !axe) continue;
      test(`${story.title} / ${story.name}`, async ({ preview: { page, session } }) => {
        if (!shot) test.info().annotations.push({ type: 'no-screenshot', description: 'tagged no-visual' });
        const errors: string[] = [];
        // MSW's worker re-checks its script in the background; a failed update check under load is the
        // harness's noise, not the story's error.
        const onError = (e: Error) => {
          if (!/Failed to update a ServiceWorker/.test(e.message)) errors.push(e.message);
        };
        page.on('pageerror', onError);
        // Every story is shot once its render finished: after its play function (page stories wait
        // for their data there) and after the preview's own end-of-render steps.
        const { outcome, reloaded } = await session.show(story.id, brand, {
          fresh: story.tags?.includes('visual-fresh-preview'),
          axe,
        });
        if (reloaded) test.info().annotations.push({ type: 'fresh-preview', description: reloaded });
        expect(outcome.renderError, 'the story failed to render').toBeUndefined();
        expect(
          await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')),
          'the story failed to render',
        ).toBe(false);
        expect(outcome.playError, 'the play function failed').toBeUndefined();
        if (axe) expect(outcome.axe, "axe violations (WCAG, with the story's a11y parameters)").toEqual([]);
        if (!shot) {
          page.off('pageerror', onError);
          expect(errors, 'the story threw while rendering').toEqual([]);
          return;
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
          // Layout settled after fonts and images, and no animation still to start: a part that
          // starts one once it has measured itself (the marquee, when its resize observer reports)
          // can start after the screenshot stopped the animations. Three frames in a row with the
          // same animations, at most a second.
          const frame = () => new Promise((r) => requestAnimationFrame(r));
          let same = 0;
          let count = document.getAnimations().length;
          for (let i = 0; i < 60 && same < 3; i += 1) {
            await frame();
            const now = document.getAnimations().length;
            same = now === count ? same + 1 : 0;
            count = now;
          }
          // Endless ones stopped for good, at the element's own style. The screenshot stops them
          // too, but plays them again between its attempts, and a cancelled CSS animation starts
          // again when its element's style changes (a marquee measuring itself anew): a marquee was
          // still shot a fraction of a pixel into its run on a loaded machine, in a different brand
          // each time. A CSS animation is therefore switched off by a rule nothing can undo during
          // the shot; a script's animation (framer-motion) is cancelled.
          if (!document.getElementById('visual-still')) {
            const style = document.createElement('style');
            style.id = 'visual-still';
            style.textContent =
              '[data-visual-still], [data-visual-still]::before, [data-visual-still]::after { animation: none !important; }';
            document.head.append(style);
          }
          for (const a of document.getAnimations()) {
            if (a.effect?.getComputedTiming().endTime !== Infinity) continue;
            const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
            if (a instanceof CSSAnimation && target) target.setAttribute('data-visual-still', '');
            else a.cancel();
          }
          await frame();
          await frame();
        });
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
