import { describe, expect, it } from 'vitest';
import type { ResourceLanguage } from 'i18next';
import { i18n, initI18n, setLanguage } from './i18n.ts';
import { loadNamespace } from './loader.ts';
import { toTag } from './languages.ts';

/** A key of the frame that every page shows (the footer's first entry). */
const key = 'nav.footer.home';
const textOf = (bundle: unknown) => (bundle as { nav: { footer: { home: string } } }).nav.footer.home;

describe('a server-rendered page whose EN fallback came cut (ssr/fallbackTexts.ts)', () => {
  it('loads EN whole before it switches to EN, so no text shows as its key', async () => {
    const ty = (await loadNamespace('TY', 'common')) as ResourceLanguage[string];
    const en = await loadNamespace('EN', 'common');
    // What a TY page sends: TY is whole, so its EN bundle is empty.
    await initI18n('TY', { [toTag('TY')]: { common: ty }, [toTag('EN')]: { common: {} } });
    expect(i18n.t(key)).toBe(textOf(ty));
    await setLanguage('EN');
    expect(i18n.language).toBe(toTag('EN'));
    expect(i18n.t(key)).toBe(textOf(en));
    expect(textOf(en)).not.toBe(textOf(ty));
  });
});
