import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '@lobby/ui-kit';
import { BarChart } from './ui.tsx';

const points = [
  { label: '03/08', value: 5 },
  { label: '03/09', value: -2 },
  { label: '03/10', value: 9 },
];

/** Each bar's left edge and width, in the order of the days. */
function bars(dir: 'ltr' | 'rtl'): { x: number; width: number }[] {
  const { container, unmount } = render(
    <KitProvider dir={dir}>
      <BarChart points={points} label="Team bets per day" />
    </KitProvider>,
  );
  const found = Array.from(container.querySelectorAll('rect'), (r) => ({
    x: Number(r.getAttribute('x')),
    width: Number(r.getAttribute('width')),
  }));
  unmount();
  return found;
}

describe('BarChart', () => {
  // docs/product/languages.md#numbers: a chart over days reads like its table.
  it('runs its days left to right, and right to left in a right-to-left page', () => {
    const ltr = bars('ltr').map((b) => b.x);
    const right = bars('rtl');
    const rtl = right.map((b) => b.x);
    expect(ltr).toHaveLength(3);
    expect([...ltr].sort((a, b) => a - b)).toEqual(ltr);
    expect([...rtl].sort((a, b) => b - a)).toEqual(rtl);
    // the same slots, mirrored about the middle of the 320-wide chart
    right.forEach((bar, i) => expect(bar.x + bar.width + ltr[i]!).toBeCloseTo(320));
  });
});
