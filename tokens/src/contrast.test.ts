import { describe, expect, it } from 'vitest';
import { brandNames, resolvedTokens } from '../dist/theme.ts';
import { checkContrast, contrastRatio, parseColor } from './contrast.ts';

describe('contrast guard (WCAG 2.2 AA)', () => {
  it.each(brandNames)('brand %s passes every text/background pair the kit uses', (brand) => {
    const failures = checkContrast(brand, resolvedTokens[brand]);
    expect(failures.map((f) => f.message)).toEqual([]);
  });

  it('fails a deliberately low-contrast brand and names the pair and brand', () => {
    const low = { ...resolvedTokens.gold, 'color.fg.muted': '#3a3127' };
    const failures = checkContrast('murky', low);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]!.message).toMatch(
      /brand "murky": color\.fg\.muted \(#3a3127\) on color\.bg\.\w+ \(#[0-9a-f]+\) is 1\.\d\d:1, needs 4\.5:1/,
    );
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // translucent backgrounds are composited over the canvas
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(3.98, 1);
    expect(parseColor('#abc')).toEqual([170, 187, 204, 1]);
  });
});
