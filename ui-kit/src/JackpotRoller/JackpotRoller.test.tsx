import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import type { MotionPreference } from '../provider/KitProvider.tsx';
import { JackpotRoller } from './JackpotRoller.tsx';
import { useJackpotTicker } from './useJackpotTicker.ts';

/** Cycles through fixed values: a deterministic random source. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

const wrapper =
  (motion: MotionPreference = 'no-preference') =>
  ({ children }: { children: ReactNode }) => <KitProvider motion={motion}>{children}</KitProvider>;

describe('useJackpotTicker (docs/product/constants.md#jackpot)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts between min and max from the injected random source', () => {
    expect(renderHook(() => useJackpotTicker({ random: () => 0 }), { wrapper: wrapper() }).result.current).toBe(
      200_000_000,
    );
    expect(
      renderHook(() => useJackpotTicker({ random: () => 0.999_999_999 }), { wrapper: wrapper() }).result.current,
    ).toBe(990_000_000);
  });

  it('adds 100 to 500 after 3, 4 or 5 seconds, as the random source says', () => {
    // start 0 -> min; then interval pick 0.99 -> 5000 ms; step 0.5 -> 300; next pick 0 -> 3000 ms; step 0 -> 100
    const random = sequence(0, 0.99, 0.5, 0, 0);
    const { result } = renderHook(() => useJackpotTicker({ random }), { wrapper: wrapper() });
    expect(result.current).toBe(200_000_000);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toBe(200_000_000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(200_000_300);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(200_000_400);
  });

  it('stands still under reduced motion and when paused', () => {
    const reduced = renderHook(() => useJackpotTicker({ random: () => 0 }), { wrapper: wrapper('reduce') });
    const paused = renderHook(() => useJackpotTicker({ random: () => 0, paused: true }), { wrapper: wrapper() });
    act(() => vi.advanceTimersByTime(60_000));
    expect(reduced.result.current).toBe(200_000_000);
    expect(paused.result.current).toBe(200_000_000);
  });
});

describe('JackpotRoller', () => {
  it('groups by locale with 0 decimals and moves each digit column to its value', () => {
    const { rerender } = render(
      <KitProvider locale="en">
        <JackpotRoller label="Jackpot" value={200_000_123.6} />
      </KitProvider>,
    );
    expect(screen.getByText('200,000,124')).toBeInTheDocument();
    rerender(
      <KitProvider locale="de">
        <JackpotRoller label="Jackpot" value={987_654_321} />
      </KitProvider>,
    );
    expect(screen.getByText('987.654.321')).toBeInTheDocument();
    const figures = document.querySelectorAll<HTMLElement>('[aria-hidden="true"] span[style]');
    expect(Array.from(figures, (f) => f.style.getPropertyValue('--jackpot-digit')).join('')).toBe('987654321');
    // Each column jumps under reduced motion (GlobalStyle's data-still).
    for (const f of figures) expect(f).toHaveAttribute('data-still');
  });

  it("gives Myanmar's taller digits taller cells, and no other script's", () => {
    const { rerender, container } = render(
      <KitProvider locale="my">
        <JackpotRoller label="Jackpot" value={987_654_321} />
      </KitProvider>,
    );
    expect(screen.getByText('၉၈၇,၆၅၄,၃၂၁')).toBeInTheDocument();
    expect(container.querySelector('[dir="ltr"]')).toHaveAttribute('data-tall');
    for (const locale of ['en', 'fa', 'bn', 'mr']) {
      rerender(
        <KitProvider locale={locale}>
          <JackpotRoller label="Jackpot" value={987_654_321} />
        </KitProvider>,
      );
      expect(container.querySelector('[dir="ltr"]'), locale).not.toHaveAttribute('data-tall');
    }
  });

  it('shows the new value after an update, and gives screen readers the amount once, not per digit', () => {
    const { rerender } = render(
      <KitProvider>
        <JackpotRoller label="Jackpot" value={500_000_000} />
      </KitProvider>,
    );
    rerender(
      <KitProvider>
        <JackpotRoller label="Jackpot" value={500_000_450} />
      </KitProvider>,
    );
    expect(screen.getByText('500,000,450')).toBeInTheDocument();
    expect(screen.queryByText('500,000,000')).not.toBeInTheDocument();
    // no live region: an update is read when the reader reaches it, not announced every 3 s
    expect(document.querySelector('[aria-live]')).toBeNull();
    // The rolling columns (each the glyphs 0-9 as ten lines) are all hidden from screen readers.
    const columns = screen.getAllByText((_, el) => !!el && el.children.length === 0 && /\n/.test(el.textContent ?? ''));
    expect(columns).toHaveLength(9);
    expect(columns.every((el) => el.closest('[aria-hidden="true"]'))).toBe(true);
  });

  it('is one button named by label and amount when it links somewhere', async () => {
    const onSelect = vi.fn();
    render(
      <KitProvider>
        <JackpotRoller label="Jackpot" value={250_000_000} onSelect={onSelect} />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Jackpot 250,000,000' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
