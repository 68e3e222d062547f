import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Marquee } from './Marquee.tsx';

const items = [
  { id: 1, title: 'Deposit bonus +1% on every top-up, every day' },
  { id: 2, title: 'System maintenance on Sunday 02:00-04:00' },
  { id: 3, title: 'Invite friends and earn up to 888 pesos' },
];

const meta = preview.meta({
  title: 'Signature/Marquee',
  component: Marquee,
  args: { items, emptyText: 'No announcement', label: 'Announcements', onSelect: fn() },
});

export const Playground = meta.story();

/**
 * A moving story's play: done once the bar runs. The bar starts when its resize observer has
 * measured the titles; on a loaded machine that came after the visual suite had stopped the page's
 * animations for its shot, and the shot caught the titles a fraction of a pixel into the loop.
 */
const whenRunning = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-running]')).not.toBeNull());
};

/** Full motion: the titles scroll; the frame in the baseline is the loop's first. */
export const Scrolling = meta.story({ globals: { motion: 'no-preference' }, play: whenRunning });

/**
 * Pause, pick a title, play again. Not shot: picking a title focuses it, which scrolls the bar by
 * however far the loop had run before the pause, so no two runs end on the same frame (the visual
 * suite caught it as a flaky 980-pixel difference in neon when this play function ran on Scrolling).
 */
export const PauseAndPick = meta.story({
  globals: { motion: 'no-preference' },
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    const pause = bar.getByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    await expect(pause).toHaveAccessibleName('Play');
    await userEvent.click(bar.getByRole('button', { name: items[1]!.title }));
    await expect(args.onSelect).toHaveBeenCalledWith(items[1]);
    await userEvent.click(pause);
    await expect(pause).toHaveAccessibleName('Pause');
  },
});

/** Under reduced motion the titles are a static list you can swipe. */
export const ReducedMotion = meta.story({ globals: { motion: 'reduce' } });

export const Empty = meta.story({ args: { items: [] } });
export const OneTitle = meta.story({
  args: { items: [{ id: 1, title: 'Welcome!' }] },
  globals: { motion: 'no-preference' },
  play: whenRunning,
});
export const LongTitle = meta.story({
  args: {
    items: [
      {
        id: 1,
        title:
          'Dear members, from 1 December every deposit through GCash and Maya earns a 1% bonus credited instantly, with no turnover requirement on the bonus itself',
      },
    ],
  },
  globals: { motion: 'no-preference' },
  play: whenRunning,
});
export const NotClickable = meta.story({ args: { onSelect: undefined } });
export const RightToLeft = meta.story({
  args: {
    items: [
      { id: 1, title: 'مكافأة إيداع ١٪ كل يوم' },
      { id: 2, title: 'صيانة النظام يوم الأحد' },
    ],
    label: 'الإعلانات',
  },
  globals: { direction: 'rtl', motion: 'no-preference' },
  play: whenRunning,
});
