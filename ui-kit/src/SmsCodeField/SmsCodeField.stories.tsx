import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

const meta = {
  title: 'Forms/SmsCodeField',
  component: SmsCodeField,
  args: {
    label: 'Verification code',
    name: 'verificationCode',
    value: '',
    placeholder: 'SMS code',
    sendLabel: 'Get code',
    onSend: fn(async () => 60),
    sendDisabled: false,
    required: true,
  },
  render: controlledField(SmsCodeField),
} satisfies Meta<typeof SmsCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const NotSentYet: Story = {};
export const SendBlocked: Story = { args: { sendDisabled: true } };
export const CodeSent: Story = { args: { codeSent: true, value: '482193' } };
export const WithError: Story = {
  args: { codeSent: true, value: '12', error: 'Please enter a valid verification code' },
};
export const SendAndCount: Story = {
  // The countdown ticks each second: its pixels depend on when the screenshot is taken.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(input).toBeEnabled());
    await expect(canvas.getByRole('button')).toHaveTextContent(/\d+s/);
  },
};
export const RightToLeft: Story = {
  args: { label: 'رمز التحقق', sendLabel: 'احصل على الرمز', codeSent: true, value: '4821' },
  globals: { direction: 'rtl' },
};
