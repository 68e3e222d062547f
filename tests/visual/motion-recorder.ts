import type { Page } from '@playwright/test';

/** What recordMotion counts besides the animations. */
export interface MotionRecording {
  /** Only animations that are running on a frame (a finished or paused one is not motion). */
  runningOnly: boolean;
  /** Skip inline writes of custom properties (`--*`), which feed other properties and move nothing themselves. */
  skipCustomProperties: boolean;
  /** Also keep every text the page shows (innerText, read each frame: it may lay the page out). */
  texts: boolean;
}

type MotionWindow = Window & { __motion?: { seen: Set<string>; texts: Set<string>; stop: boolean } };

/**
 * Runs in the page (page.addInitScript or page.evaluate): from now on records on every frame what
 * moves, as `transition:<property>`, `keyframes:<property>` and `inline:<property>` (and, if asked,
 * the page's text). keen-slider animates from JavaScript by writing inline styles each frame; a property written
 * on three or more frames of one element counts as animated (one-off writes, like Radix's
 * pointer-events on body, do not). Self-contained: Playwright sends its source to the page.
 */
export function recordMotion({ runningOnly, skipCustomProperties, texts }: MotionRecording) {
  const state = { seen: new Set<string>(), texts: new Set<string>(), stop: false };
  (window as MotionWindow).__motion = state;
  const { seen } = state;
  const readText = () => {
    if (texts && document.body) state.texts.add(document.body.innerText);
  };
  readText();
  const record = () => {
    for (const a of document.getAnimations()) {
      if (runningOnly && a.playState !== 'running') continue;
      if ('transitionProperty' in a) seen.add(`transition:${(a as CSSTransition).transitionProperty}`);
      const effect = a.effect as KeyframeEffect | null;
      for (const frame of effect?.getKeyframes() ?? []) {
        for (const key of Object.keys(frame)) {
          if (!['offset', 'computedOffset', 'easing', 'composite'].includes(key)) seen.add(`keyframes:${key}`);
        }
      }
    }
    readText();
    if (!state.stop) requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
  const writes = new Map<Element, Map<string, number>>();
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target as HTMLElement;
      const old = document.createElement('div');
      old.setAttribute('style', r.oldValue ?? '');
      const counts = writes.get(el) ?? new Map<string, number>();
      writes.set(el, counts);
      for (const p of Array.from(el.style)) {
        if (skipCustomProperties && p.startsWith('--')) continue;
        if (old.style.getPropertyValue(p) === el.style.getPropertyValue(p)) continue;
        const n = (counts.get(p) ?? 0) + 1;
        counts.set(p, n);
        if (n >= 3) seen.add(`inline:${p}`);
      }
    }
  }).observe(document, { attributes: true, attributeFilter: ['style'], attributeOldValue: true, subtree: true });
}

/** Stops the recording and reads it: what moved, and how many different texts the page showed. */
export const readMotion = (page: Page): Promise<{ seen: string[]; texts: number }> =>
  page.evaluate(() => {
    const m = (window as MotionWindow).__motion!;
    m.stop = true;
    return { seen: [...m.seen], texts: m.texts.size };
  });
