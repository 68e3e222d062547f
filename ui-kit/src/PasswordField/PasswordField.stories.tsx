import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', value: '', placeholder: '6-16 characters', onChange: fn() },
  render: controlledField(PasswordField),
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = {};
export const Filled: Story = { args: { value: 'secret123' } };
export const Visible: Story = {
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
};
export const Required: Story = { args: { required: true, label: 'Confirm password', name: 'confirmPassword' } };
export const WithError: Story = {
  args: { required: true, label: 'Confirm password', value: 'secret12', error: 'Confirmation password not matched' },
};
export const Disabled: Story = { args: { value: 'secret123', disabled: true } };
export const Clearable: Story = { args: { value: 'secret123', clearable: true } };
export const RightToLeft: Story = {
  args: { label: 'كلمة المرور', value: 'secret123', required: true },
  globals: { direction: 'rtl' },
};
