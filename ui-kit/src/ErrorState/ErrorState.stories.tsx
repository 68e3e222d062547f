import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /loading failed/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const CustomText: Story = { args: { text: 'Could not load the winner board' } };
export const LongText: Story = {
  args: {
    text: 'The game provider did not answer in time; check your connection and tap here to load the game list again.',
  },
};
export const RightToLeft: Story = {
  args: { text: 'فشل التحميل، انقر لإعادة المحاولة' },
  globals: { direction: 'rtl', locale: 'ar' },
};
