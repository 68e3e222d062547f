import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../Field/StoryFrame.tsx';
import { logo } from '../VendorStrip/logos.ts';
import { WinnerBoard } from './WinnerBoard.tsx';
import type { WinnerEntry } from './WinnerBoard.tsx';

const colors = ['#8a1c1c', '#1b4d8c', '#7a3fb0', '#0f6b4f', '#a0521d'];
const winners: WinnerEntry[] = [
  ['ma***88', 'Fortune Gems', 98500.5],
  ['jo***ny', 'Super Ace', 45210],
  ['an***23', 'Money Coming', 18800.75],
  ['lu***ky', 'Golden Empire', 9050],
  ['ka***01', 'Crazy777', 5120.2],
  ['be***la', 'Boxing King', 2300],
].map(([customerName, gameName, winAmount], i) => ({
  id: String(i),
  customerName: String(customerName),
  gameName: String(gameName),
  winAmount: Number(winAmount),
  iconUrl: logo(String(gameName).slice(0, 2).toUpperCase(), colors[i % colors.length]!),
}));

const meta = preview.meta({
  title: 'Lobby/WinnerBoard',
  component: WinnerBoard,
  args: { entries: winners, onPlay: fn(), playLabel: 'Play now', title: 'Recent winners' },
  render: (args) => (
    <StoryFrame>
      <WinnerBoard {...args} />
    </StoryFrame>
  ),
});

export const Playground = meta.story();
export const ReducedMotionStatic = meta.story({ globals: { motion: 'reduce' } });
export const Scrolling = meta.story({
  // Moves continuously: the frame depends on the moment of the shot. The reduced-motion story covers the look.
  tags: ['no-visual'],
  globals: { motion: 'no-preference' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A seamless loop: the cycle's last frame shows the rows of its first (the copy holds them).
    // Checked where the board moves: a browser asking for reduced motion (the visual runner) has
    // GlobalStyle finish every animation at once, whatever the story's motion global says.
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      const viewport = canvasElement.querySelector('ul')!.parentElement!.parentElement!;
      const track = viewport.firstElementChild as HTMLElement;
      const [animation] = track.getAnimations();
      const rowsInView = () => {
        const box = viewport.getBoundingClientRect();
        return [...viewport.querySelectorAll('li')]
          .filter((li) => {
            const r = li.getBoundingClientRect();
            return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
          })
          .map((li) => li.querySelector('span')?.textContent);
      };
      // Seeked, not paused: each read is in the same task as its seek, and the board keeps moving.
      animation!.currentTime = 0;
      const first = rowsInView();
      animation!.currentTime = Number(animation!.effect!.getComputedTiming().duration) - 1;
      const last = rowsInView();
      animation!.currentTime = 0;
      await expect(first).toEqual(['ma***88', 'jo***ny', 'an***23']);
      await expect(last).toEqual(first);
    }
    const pause = canvas.getByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getAllByRole('button', { name: /Play now/ })[0]!);
    await expect(args.onPlay).toHaveBeenCalledWith(expect.objectContaining({ gameName: 'Fortune Gems' }));
  },
});
export const ThreeEntriesStatic = meta.story({ args: { entries: winners.slice(0, 3) } });
export const OneEntry = meta.story({ args: { entries: winners.slice(0, 1) } });
export const LongNames = meta.story({
  args: {
    entries: [
      {
        ...winners[0]!,
        customerName: 'averyveryverylongcustomername***',
        gameName: 'The Great Golden Dragon Fortune Megaways Deluxe',
      },
      ...winners.slice(1, 3),
    ],
  },
});
export const RightToLeft = meta.story({
  args: { title: 'الفائزون', playLabel: 'العب' },
  globals: { direction: 'rtl' },
});
/**
 * Burmese digits and a long play label in the home's column at 375 px (the page keeps room beside
 * the board for the floating service button), amounts in the millions: the amount stays whole, the
 * label wraps.
 */
export const BurmeseNarrow = meta.story({
  args: {
    entries: winners.slice(0, 3).map((w) => ({ ...w, winAmount: w.winAmount * 20 })),
    title: 'ဆုကြီးရှင်များ',
    playLabel: 'ယခု ကစားရန်',
  },
  globals: { locale: 'my' },
  render: (args) => (
    <StoryFrame>
      <div style={{ maxWidth: 271 }}>
        <WinnerBoard {...args} />
      </div>
    </StoryFrame>
  ),
});
