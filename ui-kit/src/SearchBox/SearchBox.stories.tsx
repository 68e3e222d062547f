import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { SearchBox } from './SearchBox.tsx';

const meta = preview.meta({
  title: 'Lobby/SearchBox',
  component: SearchBox,
  args: { value: '', onSubmit: fn(), label: 'Search games' },
  render: controlledField(SearchBox),
});

export const Playground = meta.story();
export const Empty = meta.story();
export const Filled = meta.story({ args: { value: 'Fortune' } });
export const EnterSubmits = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, ' dragon {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('dragon');
  },
});
export const RightToLeft = meta.story({ args: { value: 'تنين', label: 'بحث' }, globals: { direction: 'rtl' } });
