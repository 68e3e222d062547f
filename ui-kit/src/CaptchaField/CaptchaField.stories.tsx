import { useState } from 'react';
import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame, useStoryValue } from '../Field/StoryFrame.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import type { CaptchaFieldProps } from './CaptchaField.tsx';

/** A local stand-in for the server's base64 captcha PNG. */
const captcha = (code: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="108" height="40" viewBox="0 0 108 40"><rect width="108" height="40" fill="#f4f1ea"/><path d="M4 30 C30 5 60 38 104 10" stroke="#9a8f7f" fill="none"/><text x="54" y="28" font-family="monospace" font-size="22" font-weight="700" text-anchor="middle" fill="#3a2f20" letter-spacing="4">${code}</text></svg>`,
  )}`;
const codes = ['4821', '7093', '1566'];

function Controlled(args: CaptchaFieldProps) {
  const state = useStoryValue(args.value);
  const [n, setN] = useState(0);
  return (
    <StoryFrame>
      <CaptchaField
        {...args}
        value={state.value}
        onChange={state.onChange}
        imageSrc={args.imageSrc === undefined ? undefined : captcha(codes[n % codes.length]!)}
        onRefresh={() => {
          setN((x) => x + 1);
          args.onRefresh();
        }}
      />
    </StoryFrame>
  );
}

const meta = preview.meta({
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: {
    label: 'Captcha',
    name: 'captcha',
    value: '',
    placeholder: 'Enter the code',
    imageSrc: captcha('4821'),
    onRefresh: fn(),
    required: true,
  },
  render: (args) => <Controlled {...args} />,
});

export const Playground = meta.story();
export const Empty = meta.story();
export const Filled = meta.story({ args: { value: '4821' } });
export const RefreshClearsInput = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: { value: '4821' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /captcha image/i }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  },
});
export const WithError = meta.story({ args: { value: '12', error: 'Enter a captcha' } });
export const LoadingImage = meta.story({ args: { imageSrc: undefined } });
/** The picture did not come: its place offers the retry, in the kit's error-state words. */
export const ImageFailed = meta.story({ args: { imageSrc: undefined, imageFailed: true } });
export const WithHint = meta.story({ args: { hint: '1-16 digits or letters, or the answer to the sum' } });
export const Disabled = meta.story({ args: { value: '4821', disabled: true } });
export const RightToLeft = meta.story({
  args: { label: 'رمز التحقق', value: '48' },
  globals: { direction: 'rtl' },
});
