import { useEffect, useState } from 'react';
import { usePageVisible } from '../hooks/usePageVisible.ts';
import { useReducedMotion } from '../provider/KitProvider.tsx';

export interface JackpotTickerOptions {
  /** A source of numbers in [0, 1); inject a seeded one for stories and tests. @default Math.random */
  random?: () => number;
  /** docs/product/constants.md#jackpot: the lowest starting amount. @default 200_000_000 */
  min?: number;
  /** docs/product/constants.md#jackpot: the highest starting amount. @default 990_000_000 */
  max?: number;
  /** docs/product/constants.md#jackpot: the smallest step added per tick. @default 100 */
  stepMin?: number;
  /** docs/product/constants.md#jackpot: the largest step added per tick. @default 500 */
  stepMax?: number;
  /** docs/product/constants.md#jackpot: each tick waits one of these, picked at random. @default [3000, 4000, 5000] */
  intervalsMs?: readonly number[];
  /** Stops ticking (a pause control, an off-screen ticker). Reduced motion and a hidden tab stop it too. @default false */
  paused?: boolean;
}

const DEFAULT_INTERVALS: readonly number[] = [3000, 4000, 5000];

/** A whole number in [lo, hi] from a [0, 1) source. */
export const randomInt = (random: () => number, lo: number, hi: number): number =>
  lo + Math.floor(random() * (hi - lo + 1));

/**
 * The home page's jackpot amount (docs/product/constants.md#jackpot): starts at a random amount between min and max, then
 * adds a random step every 3, 4 or 5 s. It is decoration, not data, so it stands still under
 * reduced motion and in a background tab.
 */
export function useJackpotTicker({
  random = Math.random,
  min = 200_000_000,
  max = 990_000_000,
  stepMin = 100,
  stepMax = 500,
  intervalsMs = DEFAULT_INTERVALS,
  paused = false,
}: JackpotTickerOptions = {}): number {
  const [value, setValue] = useState(() => randomInt(random, min, max));
  const reduced = useReducedMotion();
  const visible = usePageVisible();
  const running = !paused && !reduced && visible && intervalsMs.length > 0;

  useEffect(() => {
    if (!running) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const wait = intervalsMs[randomInt(random, 0, intervalsMs.length - 1)] ?? DEFAULT_INTERVALS[0]!;
      timer = setTimeout(() => {
        setValue((v) => v + randomInt(random, stepMin, stepMax));
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running, random, stepMin, stepMax, intervalsMs]);

  return value;
}
