import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, settledInLanguage, settledWith } from './pageStory.ts';

/** The game list (docs/product/home-and-games.md#game-list) of one category, with the seed's games and vendors. */
const meta = {
  title: 'Pages/Games',
  component: PageHarness,
  ...pageMeta,
  // Spelled out: Storybook's CSF transform drops `parameters` that only come in through a spread.
  parameters: { ...pageMeta.parameters },
  args: { path: '/m/gameList?gameType=RNG' },
} satisfies Meta<typeof PageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GameList: Story = { play: settledWith() };

/** Arabic, right to left: tabs, vendors and the grid mirror (the seed's games asked for in AR). */
export const GameListRightToLeft: Story = { globals: { direction: 'rtl', locale: 'ar' }, play: settledWith() };

/** Filipino (TY), the default language: title, tabs and tile badges in Filipino words. */
export const GameListFilipino: Story = {
  globals: { locale: 'fil' },
  play: settledInLanguage('Mga slot', 'Kamakailan', 'Mga paborito'),
};

/** German, the long-word language: title, tabs and tile badges in German words. */
export const GameListLongWords: Story = {
  globals: { locale: 'de' },
  play: settledInLanguage('Automaten', 'Zuletzt', 'Favoriten'),
};
