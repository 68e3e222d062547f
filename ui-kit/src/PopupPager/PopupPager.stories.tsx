import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PopupPager } from './PopupPager.tsx';
import type { PopupNotice, PopupPagerProps } from './PopupPager.tsx';

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 120"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#b8860b"/><stop offset="1" stop-color="#5a2d82"/></linearGradient></defs><rect width="300" height="120" fill="url(#g)"/><circle cx="240" cy="60" r="34" fill="#fff" fill-opacity=".25"/></svg>',
)}`;

const notices: PopupNotice[] = [
  {
    id: 1,
    title: 'Deposit bonus +1% every day',
    html: `<p><img src="${banner}" alt="Deposit bonus"></p><p>Top up through GCash or Maya and get <strong>1% extra</strong>, credited instantly.</p><script>alert("never runs")</script>`,
  },
  { id: 2, title: 'System maintenance', html: '<p>Sunday 02:00-04:00. Games and deposits pause during this time.</p>' },
  { id: 3, title: 'Ten new slots', html: '<ul><li>Fortune Tiger</li><li>Super Ace</li><li>Lucky Neko</li></ul>' },
];

/** The popup with an open button, as the home page uses it. */
function Demo(args: PopupPagerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Show notices</Button>
      <PopupPager
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </div>
  );
}

const meta = preview.meta({
  title: 'Signature/PopupPager',
  component: PopupPager,
  args: { notices, open: true, onOpenChange: fn() },
  render: (args) => <Demo {...args} />,
});

export const Playground = meta.story();

/** docs/product/states.md#popup: previous disabled on the first notice, next on the last. */
export const Paging = meta.story({
  // Its end frame races the play function; the first frame is Playground's baseline.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const next = await page.findByRole('button', { name: 'Next' });
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(next).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Ten new slots' })).toBeInTheDocument();
  },
});

/** One notice: no pagination. */
export const OneNotice = meta.story({ args: { notices: [notices[1]!] } });

/** docs/product/home-and-games.md#popup-notices: the go-to action opens the reward center. */
export const WithAction = meta.story({
  args: { action: { label: 'Go to rewards', onSelect: fn() } },
});

export const Closing = meta.story({
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
});

export const LongContent = meta.story({
  // Chromium's overlay scrollbar fades in on its own clock, so the frame is not pixel-stable.
  tags: ['no-visual'],
  args: {
    notices: [
      {
        id: 9,
        title: 'Terms of the December deposit promotion for all verified members of the site',
        html: Array.from(
          { length: 12 },
          (_, i) =>
            `<p>${i + 1}. Bonus credits must be wagered three times before withdrawal; games count differently.</p>`,
        ).join(''),
      },
      notices[1]!,
    ],
  },
});

export const RightToLeft = meta.story({
  args: {
    notices: [
      { id: 1, title: 'مكافأة الإيداع', html: '<p>احصل على ١٪ إضافية مع كل إيداع.</p>' },
      { id: 2, title: 'صيانة النظام', html: '<p>الأحد ٠٢:٠٠</p>' },
    ],
  },
  globals: { direction: 'rtl' },
});
