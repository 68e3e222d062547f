import { describe, expect, it } from 'vitest';
import { helpIndex } from './Help.tsx';

describe('help index (docs/product/member.md#help-center: ?i= selects the item, default 0)', () => {
  it('defaults to 0 and keeps valid indexes', () => {
    expect(helpIndex(null, 5)).toBe(0);
    expect(helpIndex('3', 5)).toBe(3);
  });
  it('falls back to 0 for junk or out of range', () => {
    expect(helpIndex('9', 5)).toBe(0);
    expect(helpIndex('-1', 5)).toBe(0);
    expect(helpIndex('1.5', 5)).toBe(0);
    expect(helpIndex('x', 5)).toBe(0);
  });
});
