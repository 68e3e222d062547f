import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Feedback', name: 'content', value: '', placeholder: 'Tell us what happened', onChange: fn() },
  render: controlledField(TextArea),
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = {};
export const Filled: Story = {
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: { value: 'The deposit went through but my balance did not change.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), ' Thanks');
    await expect(canvas.getByText('62/140')).toBeInTheDocument();
  },
};
export const Full: Story = { args: { value: 'x'.repeat(140), label: 'Comment' } };
export const Required: Story = { args: { required: true, label: 'Comment' } };
export const WithError: Story = { args: { required: true, label: 'Comment', error: 'Please write a comment' } };
export const Disabled: Story = { args: { value: 'Sent on 21 Nov.', disabled: true } };
export const RightToLeft: Story = {
  args: { label: 'ملاحظات', value: 'تم الإيداع ولكن الرصيد لم يتغير.' },
  globals: { direction: 'rtl' },
};
