import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultLabels } from '@lobby/ui-kit';
import { i18n, initI18n, setLanguage } from './i18n.ts';
import { kitLabelsOf, useKitLabels } from './useKitLabels.ts';
import { languageReloadDelay, useLanguageChange } from './useLanguageChange.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

beforeAll(async () => {
  localStorage.clear();
  await initI18n('EN');
});

describe('useLanguageChange', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back once, 200 ms after the last of several quick changes (docs/product/constants.md#timings)', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { unmount } = renderHook(() => useLanguageChange(reload, languageReloadDelay.gameList));
    i18n.emit('languageChanged', 'fil');
    await vi.advanceTimersByTimeAsync(150);
    i18n.emit('languageChanged', 'en');
    await vi.advanceTimersByTimeAsync(199);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith('EN');
    unmount();
  });

  it('waits 250 ms for the winner board and does nothing after unmount', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { unmount } = renderHook(() => useLanguageChange(reload, languageReloadDelay.winnerBoard));
    i18n.emit('languageChanged', 'en');
    await vi.advanceTimersByTimeAsync(249);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    i18n.emit('languageChanged', 'en');
    unmount();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not called on mount', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    renderHook(() => useLanguageChange(reload, 200));
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('useKitLabels', () => {
  it('gives every kit label in the current language and follows a change', async () => {
    const { result } = renderHook(() => useKitLabels(), { wrapper });
    expect(Object.keys(result.current).sort()).toEqual(Object.keys(defaultLabels).sort());
    expect(result.current.close).toBe('Close');
    expect(result.current.slideOf).toBe('Slide {0} of {1}');
    await act(() => setLanguage('TY'));
    expect(result.current.close).toBe('Isara');
    await act(() => setLanguage('EN'));
  });

  it('reads each word as t does: the language, then its fallback, then the kit default', () => {
    const bundles: Record<string, Record<string, string>> = {
      fil: { close: 'Isara', next: '' },
      en: { close: 'Close', next: 'Next', pause: 'Pause' },
    };
    const fake = {
      language: 'fil',
      languages: ['fil', 'en'],
      getResource: (lng: string, ns: string, key: string) =>
        ns === 'common' && key === 'kit' ? bundles[lng] : undefined,
    };
    const labels = kitLabelsOf(fake as unknown as Parameters<typeof kitLabelsOf>[0]);
    expect(labels.close).toBe('Isara');
    expect(labels.next).toBe('Next'); // empty counts as missing
    expect(labels.pause).toBe('Pause');
    expect(labels.retry).toBe(defaultLabels.retry);
    // The same words t gives for every key, in every loaded language.
    for (const lng of ['en', 'fil']) {
      const fixed = i18n.getFixedT(lng, 'common');
      const chain = { language: lng, languages: [lng, 'en'], getResource: i18n.getResource.bind(i18n) };
      const read = kitLabelsOf(chain as unknown as Parameters<typeof kitLabelsOf>[0]);
      for (const key of Object.keys(defaultLabels) as Array<keyof typeof defaultLabels>)
        expect(read[key], `${lng} ${key}`).toBe(fixed(`kit.${key}`, { defaultValue: defaultLabels[key] }));
    }
  });
});
