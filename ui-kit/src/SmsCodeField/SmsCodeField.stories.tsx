import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { controlledField } from '../Field/StoryFrame.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

const meta = preview.meta({
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
});

export const Playground = meta.story();
export const NotSentYet = meta.story();
export const SendBlocked = meta.story({ args: { sendDisabled: true } });
export const CodeSent = meta.story({ args: { codeSent: true, value: '482193' } });
export const WithError = meta.story({
  args: { codeSent: true, value: '12', error: 'Please enter a valid verification code' },
});
export const SendAndCount = meta.story({
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
});
export const RightToLeft = meta.story({
  args: { label: 'رمز التحقق', sendLabel: 'احصل على الرمز', codeSent: true, value: '4821' },
  globals: { direction: 'rtl' },
});
