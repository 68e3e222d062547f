import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { FloatingServiceButtons } from './FloatingServiceButtons.tsx';

const meta = preview.meta({
  title: 'Frame/FloatingServiceButtons',
  component: FloatingServiceButtons,
  args: {
    telegram: 'https://t.me/lobby_service',
    telegram2: 'https://t.me/lobby_channel',
    facebook: 'https://facebook.com/lobby',
    liveChat: 'https://chat.example/lobby',
  },
});

export const Playground = meta.story();
export const OneButton = meta.story({ args: { telegram2: undefined, facebook: undefined, liveChat: undefined } });
export const NamedTelegrams = meta.story({ args: { telegramLabels: ['Telegram support', 'Telegram news'] } });
export const RightToLeft = meta.story({ globals: { direction: 'rtl', locale: 'ar' } });

/** Unfolded: the links stacked over the toggle (a tap elsewhere or Escape folds them). */
export const Open = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Customer service' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
});

// Open's own fields (its play function), not the story object: spreading that also copies its
// composed name and description, and the docs page showed this story as a second "Open".
export const OpenRightToLeft = meta.story({ ...Open.input, globals: { direction: 'rtl', locale: 'ar' } });
