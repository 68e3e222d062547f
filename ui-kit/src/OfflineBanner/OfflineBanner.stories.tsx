import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflineBanner } from './OfflineBanner.tsx';

const meta = {
  title: 'Feedback/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true },
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Offline: Story = {};
export const Online: Story = { args: { offline: false }, name: 'Online (renders an empty live region)' };
export const LongText: Story = {
  args: { text: 'Slow connection: some games and balances may take longer to load until the network recovers' },
};
export const RightToLeft: Story = {
  args: { text: 'اتصال بطيء / لا يوجد إنترنت' },
  globals: { direction: 'rtl', locale: 'ar' },
};
