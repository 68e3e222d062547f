import { describe, expect, it } from 'vitest';
import { fallbackTextsOnly } from './fallbackTexts.ts';

const en = {
  common: {
    nav: { home: 'Home', games: 'Games' },
    ok: 'OK',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
  },
  shell: { title: 'Lobby' },
};

describe('fallbackTextsOnly', () => {
  it('sends no EN text a whole language never reads, and keeps every namespace', () => {
    const fil = {
      common: {
        nav: { home: 'Tahanan', games: 'Laro' },
        ok: 'Sige',
        items_one: '{{count}} item',
        items_other: '{{count}} na item',
      },
      shell: { title: 'Lobby' },
    };
    const out = fallbackTextsOnly({ fil, en }, 'fil', 'en');
    expect(out.fil).toBe(fil);
    expect(out.en).toEqual({ common: {}, shell: {} });
  });

  it('keeps the EN texts a partial language lacks, in their nesting, empty texts counting as lacking', () => {
    const th = { common: { nav: { home: 'หน้าแรก' }, ok: '', items_other: '{{count}} รายการ' } };
    const out = fallbackTextsOnly({ th, en }, 'th', 'en');
    expect(out.en).toEqual({
      common: { nav: { games: 'Games' }, ok: 'OK', items_one: '{{count}} item' },
      shell: { title: 'Lobby' },
    });
  });

  it('leaves an EN page as it is', () => {
    const resources = { en };
    expect(fallbackTextsOnly(resources, 'en', 'en')).toBe(resources);
  });
});
