import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreenExample } from './LoginScreenExample.tsx';

const meta = preview.meta({
  title: 'Compose a screen',
  component: LoginScreenExample,
  // The page's docs are ComposeAScreen.mdx, not generated ones.
  tags: ['!autodocs'],
  args: { withCaptcha: false, smsLogin: true, onLogin: fn() },
});

export const LoginScreen = meta.story();
export const WithCaptcha = meta.story({ args: { withCaptcha: true } });
export const FocusesFirstInvalidField = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'luckystar88');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required');
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
});
export const SmsTab = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'SMS' }));
    await expect(canvas.getByRole('textbox', { name: 'SMS code' })).toBeDisabled();
  },
});
export const RightToLeft = meta.story({ globals: { direction: 'rtl' } });
