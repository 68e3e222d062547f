import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, pageParameters, settledInLanguage, settledWith } from './pageStory.ts';

const meta = preview.meta({
  title: 'Pages/Home',
  component: PageHarness,
  ...pageMeta,
  // Spelled out: Storybook's CSF transform drops `parameters` that only come in through a spread.
  parameters: pageParameters(
    "The home page (docs/product/home-and-games.md#home, docs/product/constants.md#limits) as a guest and as demo_player, with the seed's banners, games and winners.",
  ),
  args: { path: '/m/home' },
});

export const Guest = meta.story({ play: settledWith() });

export const Player = meta.story({
  parameters: { pageViewer: 'player' },
  play: settledWith(),
});

/** Arabic, right to left: the frame and the page mirror. */
export const RightToLeft = meta.story({
  globals: { direction: 'rtl', locale: 'ar' },
  // Every namespace of the language (and of the EN fallback) is loaded before the render by the
  // harness (PageHarness.tsx, loadEveryNamespace), so no label shows a key or changes between runs.
  play: async (context) => {
    await settledWith()(context);
    // The row that once raced: its final words, in Arabic, never a key. Found, not got: on a loaded
    // machine the page can be quiet for the settle's spell while its part with the row still loads.
    const row = await within(context.canvasElement.ownerDocument.body).findByTestId(
      'quick-buttons',
      {},
      { timeout: 10_000 },
    );
    await expect(row).toHaveTextContent(/[\u0600-\u06FF]/);
    await expect(row).not.toHaveTextContent(/quick\./);
  },
});

/** Filipino (TY), the default language: the download bar's title and the quick buttons in Filipino words. */
export const Filipino = meta.story({
  globals: { locale: 'fil' },
  play: settledInLanguage('I-download ang app', 'Mag-deposito', 'Mga gantimpala'),
});

/** German, the long-word language: compound words in the download bar, the quick buttons and the hall. */
export const LongWords = meta.story({
  globals: { locale: 'de' },
  play: settledInLanguage('Hol dir die App', 'Einzahlen', 'Auszahlen'),
});
