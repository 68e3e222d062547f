// The bench's CPU calibration: Lighthouse's guide maps a benchmarkIndex to the slowdown that makes
// the machine a mid-tier phone (4x, the default, belongs to an index near 1533).
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/cpuSlowdown.mjs';

describe('cpuSlowdownFor', () => {
  it('gives the default 4x to a high-end desktop and scales from there', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
  });

  it('slows a weaker machine less, and a machine slower than the phone not at all', () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 1);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(90)).toBe(1);
  });

  it('has nothing to say without an index', () => {
    expect(cpuSlowdownFor(Number.NaN)).toBeUndefined();
    expect(cpuSlowdownFor(0)).toBeUndefined();
  });
});
