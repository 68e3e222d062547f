import { describe, expect, it } from 'vitest';
import { isValidRange, presetRange, sumMoney, ymd } from './dateRange.ts';

describe('report date ranges', () => {
  const now = new Date(2026, 2, 3, 15, 0);
  it('presets end today and reach back 0, 6 and 29 days', () => {
    expect(presetRange('today', now)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
    expect(presetRange('week', now)).toEqual({ startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(presetRange('month', now).startDate).toBe('2026-02-02');
  });
  it('validates custom ranges', () => {
    expect(isValidRange({ startDate: '2026-01-01', endDate: '2026-01-02' })).toBe(true);
    expect(isValidRange({ startDate: '2026-01-03', endDate: '2026-01-02' })).toBe(false);
    expect(isValidRange({ startDate: '', endDate: '2026-01-02' })).toBe(false);
  });
  it('formats days and sums money in cents', () => {
    expect(ymd(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(sumMoney([0.1, 0.2, 10.015])).toBe(10.32);
  });
});
