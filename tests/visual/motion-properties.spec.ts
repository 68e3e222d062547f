import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readMotion, recordMotion } from './motion-recorder.ts';
import { setArgs } from './storybook-args.ts';

/**
 * Issue 4: the signature parts animate transform and opacity only (compositor work, no layout or
 * paint per frame). Each story runs with full motion while we record every CSS animation and
 * transition the page starts, every inline style keen-slider writes, and every element's declared
 * transition-property; anything else fails.
 */
const ALLOWED = new Set(['transform', 'opacity']);

interface Case {
  story: string;
  /** Makes the part move. */
  act: (page: Page) => Promise<void>;
}

const cases: Case[] = [
  { story: 'signature-marquee--scrolling', act: (page) => page.waitForTimeout(600) },
  {
    story: 'signature-carousel--autoplay',
    act: async (page) => {
      await page.getByRole('button', { name: 'Slide 2 of 4' }).click();
      await page.waitForTimeout(700);
    },
  },
  {
    story: 'signature-carousel--vertical-ticker',
    act: async (page) => {
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.getByRole('button', { name: 'Play' }).click();
      await page.waitForTimeout(300);
    },
  },
  {
    story: 'signature-jackpotroller--playground',
    act: async (page) => {
      await setArgs(page, 'signature-jackpotroller--playground', { value: 528_407_399 });
      await page.waitForTimeout(200);
    },
  },
  {
    story: 'signature-popuppager--playground',
    act: async (page) => {
      await page.getByRole('button', { name: 'Close' }).click();
      await page.waitForTimeout(100);
      await page.getByRole('button', { name: 'Show notices' }).click();
      await page.waitForTimeout(100);
    },
  },
  {
    story: 'signature-gametile--grid',
    act: async (page) => {
      await page.getByRole('button', { name: 'Favourite' }).first().click();
      const tile = page.getByRole('button', { name: 'Super Ace' }).first();
      const box = (await tile.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(60);
      await page.mouse.up();
    },
  },
];

test.describe('Signature/ motion touches transform and opacity only', () => {
  test.use({ reducedMotion: 'no-preference' });

  for (const c of cases) {
    test(c.story, async ({ page }) => {
      await page.addInitScript(recordMotion, { runningOnly: false, skipCustomProperties: true, texts: false });
      await page.goto(`/iframe.html?id=${c.story}&viewMode=story&globals=motion:no-preference`);
      await page.waitForSelector('#storybook-root > *');
      await page.waitForTimeout(300);
      await c.act(page);

      const { seen } = await readMotion(page);
      const declared = await page.evaluate(() => {
        const out = new Set<string>();
        // our parts: the story root and Radix's portalled dialog and overlay (not Storybook's own UI)
        const ours = document.querySelectorAll(
          '#storybook-root *, [role="dialog"], [role="dialog"] *, body > [data-state]',
        );
        for (const el of Array.from(ours)) {
          const cs = getComputedStyle(el);
          const props = cs.transitionProperty.split(',').map((s) => s.trim());
          const durations = cs.transitionDuration.split(',').map((s) => parseFloat(s));
          props.forEach((p, i) => {
            if ((durations[i % durations.length] ?? 0) > 0) out.add(`declared:${p}`);
          });
        }
        return [...out];
      });
      const all = [...seen, ...declared];
      const moving = all;
      const bad = moving.filter((s) => !ALLOWED.has(s.split(':')[1]!));
      expect(bad, `animated properties seen: ${moving.join(', ')}`).toEqual([]);
      expect(moving.length, 'the story should have moved').toBeGreaterThan(0);
    });
  }
});
