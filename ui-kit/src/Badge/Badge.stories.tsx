import preview from '#.storybook/preview';
import { Badge, UnreadDot } from './Badge.tsx';

const meta = preview.meta({
  title: 'Feedback/Badge',
  component: Badge,
  args: { count: 3, tone: 'danger' as const },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'accent', 'neutral'] } },
});

export const Playground = meta.story();
export const Count = meta.story({ args: { count: 7, label: '7 unclaimed promotions' } });
export const Overflow = meta.story({ args: { count: 1200, label: '1200 unread' } });
export const Zero = meta.story({ args: { count: 0 }, name: 'Zero (renders nothing)' });
export const DepositBonus = meta.story({ args: { text: '+1%', tone: 'accent' } as never });
export const Tones = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 12, padding: 16, alignItems: 'center' }}>
      <Badge count={5} label="5 new" />
      <Badge text="NEW" tone="accent" />
      <Badge text="HOT" tone="danger" />
      <Badge text="99+" tone="neutral" />
      <UnreadDot count={2} label="Unread messages" />
    </div>
  ),
});
