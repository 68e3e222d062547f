import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'Lobby/SearchBox',
  component: SearchBox,
  args: { value: '', onSubmit: fn(), label: 'Search games' },
  render: controlledField(SearchBox),
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Fortune' } };
export const EnterSubmits: Story = {
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, ' dragon {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('dragon');
  },
};
export const RightToLeft: Story = { args: { value: 'تنين', label: 'بحث' }, globals: { direction: 'rtl' } };
