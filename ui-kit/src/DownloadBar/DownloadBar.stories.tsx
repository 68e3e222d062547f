import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadBar } from './DownloadBar.tsx';

const meta = {
  title: 'Frame/DownloadBar',
  component: DownloadBar,
  args: {
    title: 'Lobby app',
    description: 'Faster games and instant deposits',
    actionLabel: 'Get',
    onDownload: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DownloadBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Defaults: Story = { args: { title: undefined, description: undefined, actionLabel: undefined } };
export const LongText: Story = {
  args: {
    title: 'Lobby — the official mobile app for every game and lottery',
    description: 'Install it for faster loading, push notices of jackpots and one-tap deposits',
  },
};
export const RightToLeft: Story = {
  args: { title: 'تطبيق لوبي', description: 'ألعاب أسرع', actionLabel: 'تحميل' },
  globals: { direction: 'rtl', locale: 'ar' },
};
