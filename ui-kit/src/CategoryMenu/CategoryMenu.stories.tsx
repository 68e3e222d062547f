import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftIcon, StarIcon, UsersIcon, HomeIcon } from '../icons/index.ts';
import { useStoryChoice } from '../Field/StoryFrame.tsx';
import { CategoryMenu } from './CategoryMenu.tsx';
import type { CategoryMenuProps } from './CategoryMenu.tsx';

const icons = [StarIcon, GiftIcon, UsersIcon, HomeIcon];
const names = ['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'COCKFIGHT', 'ELOTT', 'LOTT'];
const all = names.map((n, i) => {
  const Icon = icons[i % icons.length]!;
  return { value: n, label: n.charAt(0) + n.slice(1).toLowerCase(), icon: <Icon size="md" /> };
});

function Controlled(args: CategoryMenuProps) {
  const choice = useStoryChoice(args);
  return <CategoryMenu {...args} {...choice} />;
}

const meta = preview.meta({
  title: 'Lobby/CategoryMenu',
  component: CategoryMenu,
  args: { categories: all, value: 'HOT', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
});

export const Playground = meta.story();
export const FirstActive = meta.story();
export const LastActiveScrolledIntoView = meta.story({ args: { value: 'LOTT' } });
export const KeyboardAndTap = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Live' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('LIVE');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Fish' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Fish' })).toHaveFocus();
  },
});
export const TwoCategories = meta.story({ args: { categories: all.slice(0, 2) } });
export const NoIcons = meta.story({ args: { categories: all.map(({ value, label }) => ({ value, label })) } });
export const LongNames = meta.story({
  args: {
    categories: [
      { value: 'HOT', label: 'Hot games this week' },
      { value: 'LIVE', label: 'Live casino with real dealers' },
      { value: 'LOTT', label: 'Lottery' },
    ],
  },
});
export const RightToLeft = meta.story({ args: { value: 'RNG' }, globals: { direction: 'rtl' } });
