import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JackpotRoller } from './JackpotRoller.tsx';
import { useJackpotTicker } from './useJackpotTicker.ts';
import { paddedStory } from '../Field/StoryFrame.tsx';

/** A seeded source (mulberry32) so the ticker starts at the same amount on every load. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const meta = preview.meta({
  title: 'Signature/JackpotRoller',
  component: JackpotRoller,
  args: { value: 528_406_917, label: 'Jackpot', prefix: '₱' },
  decorators: [paddedStory(16)],
});

export const Playground = meta.story();

/** The home ticker: useJackpotTicker with a seeded source; it ticks with full motion and rests under reduced motion. */
export const Ticking = meta.story({
  render: function Render(args) {
    const value = useJackpotTicker({ random: seeded(7) });
    return <JackpotRoller {...args} value={value} />;
  },
});

/** docs/product/home-and-games.md#hot-match: the ticker links to the winner page. */
export const Linked = meta.story({
  args: { onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /jackpot/i }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
});

export const Smallest = meta.story({ args: { value: 200_000_000 } });
export const Largest = meta.story({ args: { value: 990_000_000 } });
export const Billions = meta.story({ args: { value: 1_234_567_890, label: 'Grand jackpot of the week' } });
export const NoPrefix = meta.story({ args: { prefix: undefined } });
export const Filipino = meta.story({ globals: { locale: 'fil' } });
export const Chinese = meta.story({ globals: { locale: 'zh-CN' } });
/** Myanmar's digits stand taller than the other scripts': their cells are taller, nothing is cut off. */
export const Burmese = meta.story({ args: { label: 'တိုးပွားဂျက်ပေါ့' }, globals: { locale: 'my' } });
export const RightToLeft = meta.story({
  args: { label: 'الجائزة الكبرى' },
  globals: { direction: 'rtl', locale: 'ar' },
});
export const ReducedMotion = meta.story({
  render: function Render(args) {
    const value = useJackpotTicker({ random: seeded(7) });
    return <JackpotRoller {...args} value={value} />;
  },
  globals: { motion: 'reduce' },
});
