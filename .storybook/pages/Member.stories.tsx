import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, settledRightToLeft, settledWith } from './pageStory.ts';

/** The member center (docs/product/member.md#member-center) of demo_player: profile, balance and menus from the seed. */
const meta = {
  title: 'Pages/Member center',
  component: PageHarness,
  ...pageMeta,
  parameters: { ...pageMeta.parameters, pageViewer: 'player' },
  args: { path: '/m/mine' },
} satisfies Meta<typeof PageHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = { play: settledWith() };

/** Arabic, right to left: profile, balance and the menu grid mirror. */
export const PlayerRightToLeft: Story = { globals: { direction: 'rtl', locale: 'ar' }, play: settledRightToLeft() };
