import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../Field/StoryFrame.tsx';
import { InfoCard } from './InfoCard.tsx';

const meta = preview.meta({
  title: 'Lobby/InfoCard',
  component: InfoCard,
  args: { name: 'luckystar88', vipLabel: 'VIP 3', siteName: 'Lobby', days: 128, onSelect: fn() },
  render: (args) => (
    <StoryFrame>
      <InfoCard {...args} />
    </StoryFrame>
  ),
});

export const Playground = meta.story();
export const WithVip = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card).toHaveTextContent('Join Lobby on the 128 day');
    await userEvent.click(card);
    await expect(args.onSelect).toHaveBeenCalled();
  },
});
export const NoVip = meta.story({ args: { vipLabel: undefined } });
export const NotTappable = meta.story({ args: { onSelect: undefined } });
export const FirstDay = meta.story({ args: { days: 1, vipLabel: undefined } });
export const LongName = meta.story({ args: { name: 'the_longest_account_name_allowed_on_the_platform_2026' } });
export const Translated = meta.story({ args: { joinTemplate: 'Sumali sa {0} sa ika-{1} araw' } });
export const RightToLeft = meta.story({
  args: { name: 'نجم', joinTemplate: 'انضم إلى {0} في اليوم {1}' },
  globals: { direction: 'rtl' },
});
