import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readMotion, recordMotion } from './motion-recorder.ts';
import { setArgs } from './storybook-args.ts';

/**
 * Issue 4: the moving parts animate transform and opacity only, so that moving costs no layout.
 * Each part's story runs in the Storybook iframe with full motion for 2.5 s; over that window we
 * record (i) every running animation document.getAnimations() reports (CSS animations, CSS
 * transitions, Web Animations), sampled each frame, and every inline style a script writes on three
 * or more frames (keen-slider moves slides from JavaScript), and (ii) the CDP LayoutCount delta.
 * tests/visual/motion-properties.spec.ts checks more interactions; this one adds the WinnerBoard and
 * CountdownButton and what moving costs the layout engine. Custom properties are not allowed either:
 * none of the parts animates one (a registered custom property animated each frame costs a style
 * recalc per frame), so any that shows up fails until someone checks what it feeds.
 * Layout bounds (measured on Chromium 156): the trigger of a motion may lay out where it changes text
 * or structure on purpose (each case says where); the motion itself lays out nothing.
 */
const ALLOWED = new Set(['transform', 'opacity']);
const WINDOW_MS = 2500;
/** The part keeps moving at least this long after its trigger settled. */
const MOVING_MIN_MS = 1500;

interface Case {
  part: string;
  story: string;
  /** Layouts the trigger may cost (the render its state change causes), and why; 0 for a loop. */
  triggerLayouts: number;
  /** Run before the window opens. */
  prepare?: (page: Page) => Promise<void>;
  /** Starts the motion at the beginning of the window (a script click: no hover or focus styles) and
   * returns once the state change it causes is on the page; the motion that follows must lay out nothing. */
  act?: (page: Page) => Promise<void>;
  /** The part moves by changing text once a second, not by animating: the text must change, and it
   * may lay out once a second. */
  textOnly?: boolean;
}

const clickByName = (page: Page, name: string) =>
  page.evaluate((n) => {
    const el = Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"]')).find(
      (b) => b.getAttribute('aria-label') === n || b.textContent?.trim() === n,
    );
    if (!el) throw new Error(`no button ${n}`);
    el.click();
  }, name);

const cases: Case[] = [
  // A CSS keyframe loop on the track's transform.
  { part: 'Marquee', story: 'signature-marquee--scrolling', triggerLayouts: 0 },
  // keen-slider writes the track's transform from JavaScript each frame while it slides to the
  // picked slide; the re-render when it reports the new slide (the dots' aria-current, the other
  // slides' aria-hidden and inert) lays nothing out. It did twice a slide until the dots' pill kept
  // a transform at rest (scaleX(1), not none): a transform turning on or off is a layout.
  {
    part: 'Carousel',
    story: 'signature-carousel--playground',
    triggerLayouts: 0,
    // The slider starts when first needed (a press, the pointer over it, focus in it, the first
    // autoplay advance); its start measures the strip and sizes the slides. Started before the
    // window, so what is measured is the slide change.
    prepare: async (page) => {
      await page.locator('[aria-roledescription="carousel"]').first().hover();
      await page.waitForFunction(() => document.querySelector('.keen-slider__slide')?.hasAttribute('style'));
    },
    act: async (page) => {
      await clickByName(page, 'Slide 2 of 4');
      await page.locator('button[aria-label="Slide 2 of 4"][aria-current="true"]').waitFor();
    },
  },
  // A new amount (the home's ticker sends one every 3-5 s, too rarely for a 2.5 s window, so it is
  // set through the story's args): the digit columns roll on transform transitions; 1 layout, for
  // the screen-reader copy of the amount, which is text and changes with the value.
  {
    part: 'JackpotRoller',
    story: 'signature-jackpotroller--playground',
    triggerLayouts: 1,
    act: async (page) => {
      await setArgs(page, 'signature-jackpotroller--playground', { value: 528_407_399 });
      await page.waitForFunction(() => /528,407,399/.test(document.body.textContent ?? ''));
    },
  },
  // A CSS keyframe loop on the list's transform.
  { part: 'WinnerBoard', story: 'lobby-winnerboard--playground', triggerLayouts: 0 },
  // Paging only swaps the content (no motion), so the motion is the dialog popping in on opacity +
  // transform: closed before the window, opened in it. Mounting the dialog lays out once.
  {
    part: 'PopupPager',
    story: 'signature-popuppager--playground',
    triggerLayouts: 1,
    prepare: async (page) => {
      await clickByName(page, 'Close');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      await page.waitForTimeout(300);
    },
    act: async (page) => {
      await clickByName(page, 'Show notices');
      await page.locator('[role="dialog"]').waitFor();
    },
  },
  // The seconds count down as text (one layout of the label a second). The tap costs 2: sending
  // (a spinner turning on transform), then counting.
  {
    part: 'CountdownButton',
    story: 'signature-countdownbutton--playground',
    triggerLayouts: 2,
    textOnly: true,
    act: async (page) => {
      await clickByName(page, 'Get code');
      await page.waitForFunction(() => /\d+s/.test(document.querySelector('#storybook-root')?.textContent ?? ''));
    },
  },
];

test.describe('Moving parts animate only transform and opacity', () => {
  test.use({ reducedMotion: 'no-preference' });
  test.setTimeout(60_000);

  for (const c of cases) {
    test(`${c.part} (${c.story})`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${c.story}&viewMode=story&globals=motion:no-preference`);
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'),
      );
      // Let the play function (if any) finish and the first frame settle.
      await page.waitForFunction(() => {
        const p = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
          ?.currentRender?.phase;
        return p === 'finished' || p === 'completed' || p === 'errored' || p === 'aborted';
      });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      await c.prepare?.(page);

      await page.evaluate(recordMotion, { runningOnly: true, skipCustomProperties: false, texts: true });

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const layoutCount = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'LayoutCount')!.value;
      const t0 = Date.now();
      const before = await layoutCount();
      await c.act?.(page);
      // What the trigger costs (the render it causes) is counted apart from the motion that follows.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const afterTrigger = await layoutCount();
      const movingMs = Math.max(MOVING_MIN_MS, WINDOW_MS - (Date.now() - t0));
      await page.waitForTimeout(movingMs);
      const end = await layoutCount();
      const triggerLayouts = afterTrigger - before;
      const whileMoving = end - afterTrigger;
      const { seen, texts } = await readMotion(page);
      const summary = `trigger ${triggerLayouts} layouts, then ${whileMoving} in ${movingMs} ms of motion; animated: ${seen.join(', ') || 'none'}`;
      test.info().annotations.push({ type: 'motion', description: summary });
      console.log(`${c.part}: ${summary}`);

      const bad = seen.filter((s) => !ALLOWED.has(s.split(':')[1]!));
      expect(bad, `animated properties seen: ${seen.join(', ')}`).toEqual([]);
      if (c.textOnly) expect(texts, 'the text should have changed').toBeGreaterThan(1);
      else expect(seen.length, 'the part should have moved').toBeGreaterThan(0);
      expect(triggerLayouts, `layouts ${c.part}'s trigger cost`).toBeLessThanOrEqual(c.triggerLayouts);
      // Once started, motion on transform and opacity lays nothing out; a text countdown, once a second.
      const ticks = c.textOnly ? Math.ceil(movingMs / 1000) : 0;
      expect(whileMoving, `layouts while ${c.part} kept moving`).toBeLessThanOrEqual(ticks);
    });
  }
});
