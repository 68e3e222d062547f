import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UnreadDot } from '../Badge/Badge.tsx';
import { MailIcon } from '../icons/icons.tsx';
import { NoticeBar } from './NoticeBar.tsx';

const mail = (count: number) => (
  <a
    href="/m/message"
    aria-label="Messages"
    style={{
      position: 'relative',
      display: 'inline-grid',
      placeItems: 'center',
      width: 'var(--size-touch)',
      height: 'var(--size-touch)',
      fontSize: 'var(--size-icon)',
      color: 'var(--color-fg-default)',
    }}
  >
    <MailIcon />
    <span style={{ position: 'absolute', top: 'var(--space-xs)', insetInlineEnd: 'var(--space-xs)' }}>
      <UnreadDot count={count} label={`${count} unread messages`} />
    </span>
  </a>
);

const meta = {
  title: 'Frame/NoticeBar',
  component: NoticeBar,
  args: {
    items: [
      { id: 1, title: 'Weekly cash back is now paid every Monday at 12:00' },
      { id: 2, title: 'New slots from three vendors this week' },
    ],
    onSelect: fn(),
    end: mail(2),
  },
} satisfies Meta<typeof NoticeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { items: [] } };
export const OneItem: Story = { args: { items: [{ id: 1, title: 'Maintenance tonight 02:00-04:00' }] } };
export const NoUnread: Story = { args: { end: mail(0) } };
export const NoEndActions: Story = { args: { end: undefined } };
export const RightToLeft: Story = {
  args: { items: [{ id: 1, title: 'استرداد نقدي أسبوعي كل يوم اثنين' }] },
  globals: { direction: 'rtl', locale: 'ar' },
};
export const ReducedMotion: Story = { globals: { motion: 'reduce' } };
