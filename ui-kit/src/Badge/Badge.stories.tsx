import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, UnreadDot } from './Badge.tsx';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { count: 3, tone: 'danger' },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'accent', 'neutral'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Count: Story = { args: { count: 7, label: '7 unclaimed promotions' } };
export const Overflow: Story = { args: { count: 1200, label: '1200 unread' } };
export const Zero: Story = { args: { count: 0 }, name: 'Zero (renders nothing)' };
export const DepositBonus: Story = { args: { text: '+1%', tone: 'accent' } as never };
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, padding: 16, alignItems: 'center' }}>
      <Badge count={5} label="5 new" />
      <Badge text="NEW" tone="accent" />
      <Badge text="HOT" tone="danger" />
      <Badge text="99+" tone="neutral" />
      <UnreadDot count={2} label="Unread messages" />
    </div>
  ),
};
