import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { TextArea } from './TextArea.tsx';

const meta = preview.meta({
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Feedback', name: 'content', value: '', placeholder: 'Tell us what happened', onChange: fn() },
  render: controlledField(TextArea),
});

export const Playground = meta.story();
export const Empty = meta.story();
export const Filled = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: { value: 'The deposit went through but my balance did not change.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), ' Thanks');
    await expect(canvas.getByText('62/140')).toBeInTheDocument();
  },
});
export const Full = meta.story({ args: { value: 'x'.repeat(140), label: 'Comment' } });
export const Required = meta.story({ args: { required: true, label: 'Comment' } });
export const WithError = meta.story({ args: { required: true, label: 'Comment', error: 'Please write a comment' } });
export const Disabled = meta.story({ args: { value: 'Sent on 21 Nov.', disabled: true } });
export const RightToLeft = meta.story({
  args: { label: 'ملاحظات', value: 'تم الإيداع ولكن الرصيد لم يتغير.' },
  globals: { direction: 'rtl' },
});
