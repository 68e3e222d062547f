import preview from '#.storybook/preview';
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

const meta = preview.meta({
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
});

export const Playground = meta.story();
export const Empty = meta.story({ args: { items: [] } });
export const OneItem = meta.story({ args: { items: [{ id: 1, title: 'Maintenance tonight 02:00-04:00' }] } });
export const NoUnread = meta.story({ args: { end: mail(0) } });
export const NoEndActions = meta.story({ args: { end: undefined } });
export const RightToLeft = meta.story({
  args: { items: [{ id: 1, title: 'استرداد نقدي أسبوعي كل يوم اثنين' }] },
  globals: { direction: 'rtl', locale: 'ar' },
});
export const ReducedMotion = meta.story({ globals: { motion: 'reduce' } });
