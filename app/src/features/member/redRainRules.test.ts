import { describe, expect, it } from 'vitest';
import { rainSchedule, rainTiming, totalPoints, visibleEnvelopes } from './redRainRules.ts';

describe('red envelope rain', () => {
  it('is the same rain for the same seed, and envelopes stay in the field', () => {
    const a = rainSchedule(7);
    expect(rainSchedule(7)).toEqual(a);
    expect(a.length).toBe(Math.floor((rainTiming.rainSeconds * 1000) / rainTiming.spawnEveryMs));
    for (const e of a) {
      expect(e.x).toBeGreaterThanOrEqual(5);
      expect(e.x).toBeLessThanOrEqual(85);
      expect(e.points).toBeGreaterThanOrEqual(1);
      expect(e.points).toBeLessThanOrEqual(88);
    }
  });
  it('shows an envelope only while it falls and not once caught, and sums what was caught', () => {
    const all = rainSchedule(1);
    const first = all[0]!;
    expect(visibleEnvelopes(all, 0, new Set()).map((e) => e.id)).toEqual([0]);
    expect(visibleEnvelopes(all, 0, new Set([0]))).toEqual([]);
    expect(visibleEnvelopes(all, first.fallMs + 1, new Set()).some((e) => e.id === 0)).toBe(false);
    expect(totalPoints(all, new Set([0, 1]))).toBe(first.points + all[1]!.points);
  });
});
