import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { SearchIcon } from '../icons/index.ts';
import { TextField } from './TextField.tsx';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Username',
    name: 'username',
    value: '',
    placeholder: '4-16 letters or digits',
    required: false,
    clearable: true,
    disabled: false,
    onChange: fn(),
    onBlur: fn(),
  },
  render: controlledField(TextField),
});

export const Playground = meta.story();
export const Empty = meta.story();
export const Filled = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: { value: 'luckystar88' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'luckystar88');
  },
});
export const Required = meta.story({ args: { required: true } });
export const WithError = meta.story({
  args: { required: true, value: 'ab', error: 'Account format is incorrect' },
});
export const ErrorNotTouched = meta.story({
  args: { value: 'ab', error: 'Account format is incorrect', touched: false },
});
export const WithHint = meta.story({
  args: { label: 'Nickname', name: 'nickname', hint: 'Shown to other players on the winner board.' },
});
export const Disabled = meta.story({ args: { value: 'luckystar88', disabled: true } });
export const ReadOnly = meta.story({ args: { label: 'Username', value: 'luckystar88', readOnly: true } });
export const Numeric = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: { label: 'Id number', name: 'idNumber', numeric: true, placeholder: 'Digits only' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Id number' });
    await userEvent.type(input, '12ab34');
    await expect(input).toHaveValue('1234');
  },
});
export const WithIcon = meta.story({
  args: { label: 'Email', name: 'email', type: 'email', startAdornment: <SearchIcon size="sm" /> },
});
export const LongText = meta.story({
  args: {
    label: 'Invitation code from the agent who sent you the registration link',
    value: 'A-very-long-invitation-code-that-does-not-fit-on-one-line-0123456789',
    error: 'Invalid invitation code. Please contact your agent, or leave this field empty to register without one.',
    required: true,
  },
});
export const RightToLeft = meta.story({
  args: { label: 'اسم المستخدم', value: 'luckystar88', required: true, error: 'تنسيق الحساب غير صحيح' },
  globals: { direction: 'rtl' },
});
