/**
 * What every page story shares: MSW started by the addon's loader with the fixture handlers, the
 * page prepared for its viewer and locale before the render, and a play function that waits for a
 * settled first frame (then checks the story's own text, proving the seed's data arrived).
 */
import { mswLoader } from 'msw-storybook-addon/csf3';
import { expect, within } from 'storybook/test';
import type { Viewer } from '../../scripts/page-fixtures.ts';
import { pageHandlers } from './handlers.ts';
import type { PageHandlerOptions } from './handlers.ts';
import { preparePage } from './PageHarness.tsx';
import { waitForSettledPage } from './settle.ts';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The page story's viewer (whose session is stored before the render). @default 'guest' */
    pageViewer?: Viewer;
  }
}

/**
 * The worker comes from the same `msw` module as the handlers (the addon's own setup imports a
 * second, pre-bundled copy whose worker ignores our handlers). Unhandled requests (fonts, chunks)
 * pass through.
 */
const startWorker = async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  return worker;
};

/** Meta fields for a page story file (spread into `meta`). */
export const pageMeta = {
  loaders: [mswLoader(startWorker)],
  parameters: { msw: pageHandlers(), pageViewer: 'guest' as Viewer },
  beforeEach: async ({ parameters, globals }: { parameters: { pageViewer?: Viewer }; globals: { locale?: unknown } }) =>
    preparePage(parameters.pageViewer ?? 'guest', String(globals.locale ?? 'en')),
};

/**
 * A page story file's meta parameters: pageMeta's, the viewer when it is not the guest, and the text
 * of the file's docs page. Storybook takes a doc comment above the meta for that text only in CSF3:
 * above `preview.meta(...)` it does not reach the docs page, so the text comes in here.
 */
export const pageParameters = (description: string, viewer?: Viewer) => ({
  ...pageMeta.parameters,
  ...(viewer && { pageViewer: viewer }),
  docs: { description: { component: description } },
});

/** MSW handlers for a story that needs another server state. */
export const handlers = (options: PageHandlerOptions) => pageHandlers(options);

/** A play function: settled page, then every text in `expected` on screen. */
export const settledWith =
  (...expected: (string | RegExp)[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitForSettledPage();
    const screen = within(canvasElement.ownerDocument.body);
    for (const text of expected) {
      await expect((await screen.findAllByText(text))[0]).toBeVisible();
    }
  };

/** A text that is an i18n key, not words: `quick.deposit`, `category.RNG`, `shell.downloadBar.title`. */
const rawKey = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/**
 * A play function for a page story in a language other than EN: settled, every text in `expected`
 * (the language's own words) on screen, and no element showing a raw key instead of words.
 */
export const settledInLanguage =
  (...expected: (string | RegExp)[]) =>
  async (context: { canvasElement: HTMLElement }) => {
    await settledWith(...expected)(context);
    // the whole body: dialogs (the login popups) render in a portal outside the phone box
    const keys = [...context.canvasElement.ownerDocument.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.children.length === 0 && el.getBoundingClientRect().width > 0)
      .map((el) => (el.textContent ?? '').trim())
      .filter((text) => rawKey.test(text));
    await expect(keys, 'raw i18n keys on the page').toEqual([]);
  };

/** Chevrons point along the reading direction: in RTL each must be mirrored (net scaleX < 0). */
function mirrored(el: Element, root: Element): boolean {
  let sign = 1;
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    const m = /^matrix\(([-\d.e]+)/.exec(getComputedStyle(node).transform);
    if (m && Number(m[1]) < 0) sign = -sign;
  }
  return sign < 0;
}

/**
 * Number runs split by a space or a hyphen ('11/21 19:30', '2026-03-14': after Arabic letters the
 * digits count as Arabic numbers, which a hyphen does not join), or a leading sign, reorder in RTL
 * text unless laid out LTR.
 */
const numberish = /^[+\-−]?\d[\d\s.,:/\-−]*\d$/;

/**
 * The right-to-left promises, checked on the settled page: nothing wider than the 375 px phone, every
 * pointing chevron mirrored, and phone numbers, dates and signed amounts laid out left to right.
 */
export async function checkRightToLeft(canvasElement: HTMLElement): Promise<void> {
  const doc = canvasElement.ownerDocument;
  const box = doc.querySelector('[data-testid="page-harness"]') ?? doc.body;
  await expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
  await expect(doc.documentElement.scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(
    doc.documentElement.clientWidth,
  );
  await expect(box.scrollWidth, 'no horizontal scroll in the phone box').toBeLessThanOrEqual(box.clientWidth);
  const unmirrored = [...box.querySelectorAll('svg[data-icon="ChevronLeft"], svg[data-icon="ChevronRight"]')]
    .filter((svg) => svg.getBoundingClientRect().width > 0 && !mirrored(svg, box))
    .map((svg) => svg.parentElement?.getAttribute('aria-label') ?? svg.parentElement?.textContent ?? '?');
  await expect(unmirrored, 'chevrons not mirrored').toEqual([]);
  const reordered = [...box.querySelectorAll<HTMLElement>('body *, [data-testid="page-harness"] *')]
    .filter((el) => el.children.length === 0 && el.getBoundingClientRect().width > 0)
    .map((el) => ({ el, text: (el.textContent ?? '').trim() }))
    // an isolate (LRI ... PDI, ltrIsolate in app/src/i18n/format.ts) keeps its text left to right
    .filter(({ text }) => numberish.test(text) && /\d\s+\d|\d-\d|^[+\-−]/.test(text))
    .filter(({ el }) => getComputedStyle(el).direction !== 'ltr')
    .map(({ text }) => text);
  await expect(reordered, 'numbers laid out right to left').toEqual([]);
}

/** A right-to-left page story's play function: settled, then the RTL checks. */
export const settledRightToLeft =
  (...expected: (string | RegExp)[]) =>
  async (context: { canvasElement: HTMLElement }) => {
    await settledWith(...expected)(context);
    await checkRightToLeft(context.canvasElement);
  };
