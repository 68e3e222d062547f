import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('useReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the system setting live, through one media query list however often it renders', async () => {
    vi.resetModules(); // the module keeps its list: a fresh one sees the stub below
    const listeners = new Set<() => void>();
    let matches = false;
    let made = 0;
    const mql = {
      get matches() {
        return matches;
      },
      addEventListener: (_: string, f: () => void) => listeners.add(f),
      removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    };
    window.matchMedia = ((query: string) => {
      expect(query).toBe('(prefers-reduced-motion: reduce)');
      made += 1;
      return mql;
    }) as unknown as typeof window.matchMedia;
    const { useReducedMotion } = await import('./KitProvider.tsx');
    const { result, rerender } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => {
      matches = true;
      listeners.forEach((f) => f());
    });
    expect(result.current).toBe(true);
    rerender();
    rerender();
    expect(result.current).toBe(true);
    expect(made).toBe(1);
  });
});
