import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, settledWith } from './pageStory.ts';

/** The home page (spec 2, 9) as a guest and as demo_player, with the seed's banners, games and winners. */
const meta = {
  title: 'Pages/Home',
  component: PageHarness,
  // Shot by the visual harness after the play function found a settled page.
  tags: ['settle-after-play'],
  ...pageMeta,
  // Spelled out: Storybook's CSF transform drops `parameters` that only come in through a spread.
  parameters: { ...pageMeta.parameters },
  args: { path: '/m/home' },
} satisfies Meta<typeof PageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { play: settledWith() };

export const Player: Story = {
  parameters: { pageViewer: 'player' },
  play: settledWith(),
};

/** Arabic, right to left: the frame and the page mirror. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ar' },
  // no-visual for now: the quick buttons' Arabic labels come out differently from run to run (2228
  // pixels). The app's AR texts for that row race their fallback. Put this back when that is fixed; axe still runs.
  tags: ['no-visual'],
  play: settledWith(),
};
