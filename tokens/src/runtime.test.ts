import { describe, expect, it, vi } from 'vitest';
import { tokenCatalogue } from '../dist/theme.ts';
import { readDurationMs } from './runtime.ts';

describe('readDurationMs', () => {
  it('falls back to the built default for every duration token, kebab-case names included', () => {
    // jsdom has no brand CSS loaded, so every read takes the fallback path.
    expect(readDurationMs('fade')).toBe(300);
    expect(readDurationMs('autoplay')).toBe(5000);
    const names = tokenCatalogue.filter((t) => t.name.startsWith('--motion-duration-')).map((t) => t.name);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const token = name.replace('--motion-duration-', '') as Parameters<typeof readDurationMs>[0];
      expect(readDurationMs(token), name).toBeGreaterThanOrEqual(0);
    }
    expect(readDurationMs('toast-success-long')).toBeGreaterThan(readDurationMs('toast-success'));
    expect(readDurationMs('popup-refresh')).toBe(500);
  });

  it('reads a value again once the root changed (brand, inline style), not before', () => {
    const root = document.documentElement;
    const style = document.createElement('style');
    style.textContent =
      ':root { --motion-duration-fade: 200ms } :root[data-brand="neon"] { --motion-duration-fade: 400ms }';
    document.head.append(style);
    const reads = vi.spyOn(window, 'getComputedStyle');
    try {
      expect(readDurationMs('fade')).toBe(200);
      expect(readDurationMs('fade')).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
      root.dataset.brand = 'neon';
      expect(readDurationMs('fade')).toBe(400);
      root.style.setProperty('--motion-duration-fade', '1s');
      expect(readDurationMs('fade')).toBe(1000);
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      reads.mockRestore();
      root.style.removeProperty('--motion-duration-fade');
      delete root.dataset.brand;
      style.remove();
    }
    // The stylesheet gone: the built default again.
    expect(readDurationMs('fade')).toBe(300);
  });

  it('prefers the live CSS variable, so a brand retunes timers without a rebuild', () => {
    document.documentElement.style.setProperty('--motion-duration-toast-success-long', '1.5s');
    try {
      expect(readDurationMs('toast-success-long')).toBe(1500);
    } finally {
      document.documentElement.style.removeProperty('--motion-duration-toast-success-long');
    }
  });
});
