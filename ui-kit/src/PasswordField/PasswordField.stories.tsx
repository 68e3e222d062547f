import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = preview.meta({
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', value: '', placeholder: '6-16 characters', onChange: fn() },
  render: controlledField(PasswordField),
});

export const Playground = meta.story();
export const Empty = meta.story();
export const Filled = meta.story({ args: { value: 'secret123' } });
export const Visible = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: { value: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
});
export const Required = meta.story({ args: { required: true, label: 'Confirm password', name: 'confirmPassword' } });
export const WithError = meta.story({
  args: { required: true, label: 'Confirm password', value: 'secret12', error: 'Confirmation password not matched' },
});
export const Disabled = meta.story({ args: { value: 'secret123', disabled: true } });
export const Clearable = meta.story({ args: { value: 'secret123', clearable: true } });
export const RightToLeft = meta.story({
  args: { label: 'كلمة المرور', value: 'secret123', required: true },
  globals: { direction: 'rtl' },
});
