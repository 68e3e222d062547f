import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkRebate,
  daysOf,
  greetingOf,
  knownPeriod,
  pendingContracts,
  rangeOf,
  visibleEntries,
  ymd,
} from './rules.ts';

describe('greetingOf (docs/product/states.md#agent-greeting)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ] as const)('hour %i is %s', (hour, greeting) => {
    expect(greetingOf(hour)).toBe(greeting);
  });
  it('every hour of a day has a greeting, changing exactly three times', () => {
    const seq = Array.from({ length: 24 }, (_, h) => greetingOf(h));
    const changes = seq.filter((g, i) => i > 0 && g !== seq[i - 1]).length;
    expect(changes).toBe(3);
  });
});

describe('dates', () => {
  const now = new Date(2026, 0, 3, 23, 59);
  it('uses local calendar days', () => {
    expect(ymd(now)).toBe('2026-01-03');
    expect(rangeOf('today', now)).toEqual({ startDate: '2026-01-03', endDate: '2026-01-03' });
    expect(rangeOf('yesterday', now)).toEqual({ startDate: '2026-01-02', endDate: '2026-01-02' });
    expect(rangeOf('last7', now)).toEqual({ startDate: '2025-12-28', endDate: '2026-01-03' });
  });
  it('lists the days of a range across a month end', () => {
    expect(daysOf(rangeOf('last7', now))).toEqual([
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    expect(daysOf(rangeOf('last30', now))).toHaveLength(30);
  });
});

describe('visibleEntries (docs/product/agent.md#grid whitelist)', () => {
  it('always shows online service, even with an empty whitelist', () => {
    expect(visibleEntries([])).toEqual(['onlineService']);
    expect(visibleEntries(null)).toEqual(['onlineService']);
  });
  it('keeps the spec order, not the whitelist order, and ignores unknown ids', () => {
    expect(visibleEntries(['mail', 'teamOverview', 'bogus'])).toEqual(['teamOverview', 'mail', 'onlineService']);
  });
});

describe('pendingContracts (docs/product/states.md#agent-contracts, docs/product/data.md#team-figures)', () => {
  const all = { dailysalreqtype: 'DAILY', divtypecompperiodreq: 'MONTHLY', contracthoursalreq: 'HOURLY' };
  it('lists non-empty fields for checked types', () => {
    expect(pendingContracts(1, all)).toEqual(['salary', 'dividend', 'hourly']);
    expect(pendingContracts(0, { ...all, dailysalreqtype: '' })).toEqual(['dividend', 'hourly']);
  });
  it('never checks types 4, 40, 41, 42', () => {
    for (const type of [4, 40, 41, 42]) expect(pendingContracts(type, all)).toEqual([]);
  });
});

describe('checkRebate', () => {
  const limits = { min: 0.5, max: 2 };
  it('accepts values within the limits, ends included', () => {
    expect(checkRebate('0.5', limits)).toEqual({ ok: true, rate: 0.5 });
    expect(checkRebate(' 2.00 ', limits)).toEqual({ ok: true, rate: 2 });
  });
  it('refuses values outside and malformed input', () => {
    expect(checkRebate('2.01', limits)).toEqual({ ok: false, reason: 'range' });
    expect(checkRebate('0.49', limits)).toEqual({ ok: false, reason: 'range' });
    for (const bad of ['', 'abc', '1.234', '-1', '1e1']) expect(checkRebate(bad, limits).ok).toBe(false);
  });
});

describe('checkAmount', () => {
  it('needs a positive amount with at most 2 decimals within the balance', () => {
    expect(checkAmount('10.5', 100)).toEqual({ ok: true, amount: 10.5 });
    expect(checkAmount('100.01', 100)).toEqual({ ok: false, reason: 'balance' });
    expect(checkAmount('0', null)).toEqual({ ok: false, reason: 'format' });
    expect(checkAmount('1.001', null)).toEqual({ ok: false, reason: 'format' });
  });
});

describe('knownPeriod (docs/product/states.md#agent-contracts)', () => {
  it('names the periods the app has words for, whatever their case or spacing', () => {
    expect(knownPeriod('MONTHLY')).toBe('MONTHLY');
    expect(knownPeriod(' daily ')).toBe('DAILY');
    expect(knownPeriod('Hourly')).toBe('HOURLY');
    expect(knownPeriod('WEEKLY')).toBe('WEEKLY');
  });
  it('leaves any other code to be shown as the platform sent it', () => {
    expect(knownPeriod('QUARTERLY')).toBeUndefined();
    expect(knownPeriod('')).toBeUndefined();
  });
});
