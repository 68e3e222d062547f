import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '@lobby/contract';
import { outcomeOf } from './system.ts';

const s = (over: Partial<SystemStatus>): SystemStatus => ({
  status: 0,
  maintenance: false,
  regionRestricted: false,
  maintenanceUntil: null,
  message: null,
  ...over,
});

describe('start-up outcome (docs/product/screens-and-routes.md#start-up-outcomes)', () => {
  it('normal, maintenance, region', () => {
    expect(outcomeOf(s({}), false)).toBe('normal');
    expect(outcomeOf(s({ status: 1, maintenance: true }), false)).toBe('maintenance');
    expect(outcomeOf(s({ status: 2, regionRestricted: true }), false)).toBe('region');
  });
  it('maintenance wins when both are reported', () => {
    expect(outcomeOf(s({ status: 1, maintenance: true, regionRestricted: true }), false)).toBe('maintenance');
  });
  it('loading before the answer; down when the call failed', () => {
    expect(outcomeOf(null, false)).toBe('loading');
    expect(outcomeOf(null, true)).toBe('down');
  });
});
