import { describe, expect, it } from 'vitest';
import { vipProgress } from './Extras.tsx';

describe('VIP progress', () => {
  it('is the share of the way from this level to the next, clamped to 0..100', () => {
    expect(vipProgress(500, 0, 1000)).toBe(50);
    expect(vipProgress(1500, 1000, 1000)).toBe(100);
    expect(vipProgress(-5, 0, 1000)).toBe(0);
    expect(vipProgress(5000, 1000, 3000)).toBe(100);
  });
  it('is full at the top level', () => {
    expect(vipProgress(10, 0, undefined)).toBe(100);
  });
});
