import preview from '#.storybook/preview';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, pageParameters, settledInLanguage, settledWith } from './pageStory.ts';

const meta = preview.meta({
  title: 'Pages/Games',
  component: PageHarness,
  ...pageMeta,
  // Spelled out: Storybook's CSF transform drops `parameters` that only come in through a spread.
  parameters: pageParameters(
    "The game list (docs/product/home-and-games.md#game-list) of one category, with the seed's games and vendors.",
  ),
  args: { path: '/m/gameList?gameType=RNG' },
});

export const GameList = meta.story({ play: settledWith() });

/** Arabic, right to left: tabs, vendors and the grid mirror (the seed's games asked for in AR). */
export const GameListRightToLeft = meta.story({ globals: { direction: 'rtl', locale: 'ar' }, play: settledWith() });

/** Filipino (TY), the default language: title, tabs and tile badges in Filipino words. */
export const GameListFilipino = meta.story({
  globals: { locale: 'fil' },
  play: settledInLanguage('Mga slot', 'Kamakailan', 'Mga paborito'),
});

/** German, the long-word language: title, tabs and tile badges in German words. */
export const GameListLongWords = meta.story({
  globals: { locale: 'de' },
  play: settledInLanguage('Automaten', 'Zuletzt', 'Favoriten'),
});
