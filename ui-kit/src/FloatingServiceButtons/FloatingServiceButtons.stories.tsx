import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FloatingServiceButtons } from './FloatingServiceButtons.tsx';

const meta = {
  title: 'Frame/FloatingServiceButtons',
  component: FloatingServiceButtons,
  args: {
    telegram: 'https://t.me/lobby_service',
    telegram2: 'https://t.me/lobby_channel',
    facebook: 'https://facebook.com/lobby',
    liveChat: 'https://chat.example/lobby',
  },
} satisfies Meta<typeof FloatingServiceButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const OneButton: Story = { args: { telegram2: undefined, facebook: undefined, liveChat: undefined } };
export const NamedTelegrams: Story = { args: { telegramLabels: ['Telegram support', 'Telegram news'] } };
export const RightToLeft: Story = { globals: { direction: 'rtl', locale: 'ar' } };

/** Unfolded: the links stacked over the toggle (a tap elsewhere or Escape folds them). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Customer service' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const OpenRightToLeft: Story = { ...Open, globals: { direction: 'rtl', locale: 'ar' } };
