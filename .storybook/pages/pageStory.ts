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
