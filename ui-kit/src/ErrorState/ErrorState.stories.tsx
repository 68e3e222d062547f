import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = preview.meta({
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
});

export const Playground = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /loading failed/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
export const CustomText = meta.story({ args: { text: 'Could not load the winner board' } });
export const LongText = meta.story({
  args: {
    text: 'The game provider did not answer in time; check your connection and tap here to load the game list again.',
  },
});
export const RightToLeft = meta.story({
  args: { text: 'فشل التحميل، انقر لإعادة المحاولة' },
  globals: { direction: 'rtl', locale: 'ar' },
});
