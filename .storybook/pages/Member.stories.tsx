import preview from '#.storybook/preview';
import { PageHarness } from './PageHarness.tsx';
import { pageMeta, pageParameters, settledRightToLeft, settledWith } from './pageStory.ts';

const meta = preview.meta({
  title: 'Pages/Member center',
  component: PageHarness,
  ...pageMeta,
  parameters: pageParameters(
    'The member center (docs/product/member.md#member-center) of demo_player: profile, balance and menus from the seed.',
    'player',
  ),
  args: { path: '/m/mine' },
});

export const Player = meta.story({ play: settledWith() });

/** Arabic, right to left: profile, balance and the menu grid mirror. */
export const PlayerRightToLeft = meta.story({
  globals: { direction: 'rtl', locale: 'ar' },
  play: settledRightToLeft(),
});
