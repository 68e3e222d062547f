import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownButton } from './CountdownButton.tsx';
import { paddedStory } from '../Field/StoryFrame.tsx';

const meta = preview.meta({
  title: 'Signature/CountdownButton',
  component: CountdownButton,
  args: {
    label: 'Get code',
    readyAnnouncement: 'You can request a new code',
    onSend: fn(() => Promise.resolve(60)),
    variant: 'secondary' as const,
    size: 'md' as const,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [paddedStory(16)],
});

export const Playground = meta.story();

/** Pressed: the code is on its way and the seconds count down from the deadline. */
export const Counting = meta.story({
  // The live clock decides whether the frame says 60s or 59s: checked by the play function instead.
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(/^(60|59)s$/));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
});

/** While the request is in flight the button is busy. */
export const Sending = meta.story({
  args: { onSend: fn(() => new Promise<number>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});

/** The form has not got a valid phone number yet. */
export const Disabled = meta.story({ args: { disabled: true } });

/** Firebase or merchant setting of 5 minutes: expiredMinutes x 60. */
export const FiveMinutes = meta.story({
  // Like Counting, the frame depends on the live clock.
  tags: ['no-visual'],
  args: { onSend: fn(() => Promise.resolve(300)), formatRemaining: (s: number) => `Resend in ${s}s`, block: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(/Resend in (300|299)s/));
  },
});

export const LongLabel = meta.story({ args: { label: 'Send verification code to my mobile number', block: true } });

export const Small = meta.story({ args: { size: 'sm', variant: 'ghost' } });

export const RightToLeft = meta.story({
  args: { label: 'احصل على الرمز', block: true },
  globals: { direction: 'rtl' },
});
