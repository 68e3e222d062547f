import { describe, expect, it } from 'vitest';
import { imageProblems, maxImageBytes } from './uploadRules.ts';

const f = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('promo application images (spec 5)', () => {
  it('accepts png and jpg up to 5 MB, at most 3', () => {
    const r = imageProblems([], [f('a'), f('b', 'image/jpeg'), f('c'), f('d')]);
    expect(r.accepted.map((x) => x.name)).toEqual(['a', 'b', 'c']);
    expect(r.problems).toEqual([{ name: 'd', kind: 'count' }]);
  });
  it('refuses other types and files over 5 MB', () => {
    const r = imageProblems(
      [],
      [f('x.gif', 'image/gif'), f('big', 'image/png', maxImageBytes + 1), f('ok', 'image/png', maxImageBytes)],
    );
    expect(r.accepted.map((x) => x.name)).toEqual(['ok']);
    expect(r.problems.map((p) => p.kind)).toEqual(['type', 'size']);
  });
});
