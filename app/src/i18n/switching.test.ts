import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceLanguage } from 'i18next';
import type * as Loader from './loader.ts';

/** The network, as the loader sees it: offline, every bundle fetch fails (a chunk that cannot load). */
const net = vi.hoisted(() => ({ offline: false }));

vi.mock('./loader.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Loader>();
  const load = (language: string, namespace: string) =>
    net.offline ? Promise.reject(new TypeError('Failed to fetch')) : real.loadWithOverrides(language, namespace);
  return { ...real, loadWithOverrides: load, lazyBackend: { ...real.lazyBackend, read: load } };
});

const { i18n, initI18n, setLanguage } = await import('./i18n.ts');
const { loadNamespace } = await import('./loader.ts');
const { toTag } = await import('./languages.ts');

const key = 'nav.footer.home';
const textOf = (bundle: unknown) => (bundle as { nav: { footer: { home: string } } }).nav.footer.home;

afterEach(() => {
  net.offline = false;
});

describe('a language switch when the new texts cannot load (setLanguage)', () => {
  it('is refused at once: the page stays in its language, whole; online again, it switches', async () => {
    const ty = (await loadNamespace('TY', 'common')) as ResourceLanguage[string];
    const th = await loadNamespace('TH', 'common');
    // A server-rendered TY page: TY whole, EN cut to nothing.
    await initI18n('TY', { [toTag('TY')]: { common: ty }, [toTag('EN')]: { common: {} } });

    net.offline = true;
    const started = Date.now();
    expect(await setLanguage('TH')).toBe(false);
    // i18next's own retries would have taken seconds.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(i18n.language).toBe(toTag('TY'));
    expect(i18n.t(key)).toBe(textOf(ty));
    expect(i18n.hasResourceBundle(toTag('TH'), 'common')).toBe(false);

    net.offline = false;
    expect(await setLanguage('TH')).toBe(true);
    expect(i18n.language).toBe(toTag('TH'));
    expect(i18n.t(key)).toBe(textOf(th));
  });
});

describe('two picks in a row (setLanguage)', () => {
  it('the later one wins, even when the earlier one finishes loading last', async () => {
    // KM's texts are not loaded yet; EN's are (the previous test's fallback), so EN switches sooner.
    const slow = setLanguage('KM');
    const fast = setLanguage('EN');
    expect(await Promise.all([slow, fast])).toEqual([true, true]);
    expect(i18n.language).toBe(toTag('EN'));
    expect(i18n.hasResourceBundle(toTag('KM'), 'common')).toBe(true);
  });
});
