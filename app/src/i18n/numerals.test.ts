import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { textOptions } from './i18n.ts';
import { numerals } from './numerals.ts';

const texts = {
  count: '{{count}} games',
  draw: 'Draw {{no}}',
  order: 'Order {{no}}',
  rate: 'Rate {{rate}}%',
};

async function textsIn(lng: string) {
  const i18n = i18next.createInstance().use(numerals);
  await i18n.init({ lng, resources: { [lng]: { common: texts } }, ...textOptions, initAsync: false });
  return i18n;
}

describe('numbers in texts (docs/product/languages.md#numbers)', () => {
  it.each([
    ['my', '၈၉ games'],
    ['fa', '۸۹ games'],
    ['bn', '৮৯ games'],
    ['mr', '८९ games'],
    ['en', '89 games'],
    ['ar', '89 games'],
  ])('a whole number in %s is written in its digits', async (lng, shown) => {
    expect((await textsIn(lng)).t('count', { count: 89 })).toBe(shown);
  });

  it('keeps a long number ungrouped, and a string as given', async () => {
    const my = await textsIn('my');
    expect(my.t('draw', { no: 20261201001 })).toBe('Draw ၂၀၂၆၁၂၀၁၀၀၁');
    expect(my.t('order', { no: '20261201001' })).toBe('Order 20261201001');
  });

  it.each([
    ['fa', 'Rate ۰٫۵%'],
    ['my', 'Rate ၀.၅%'],
    ['bn', 'Rate ০.৫%'],
    ['en', 'Rate 0.5%'],
  ])('writes a fraction in %s in its digits and decimal mark', async (lng, shown) => {
    expect((await textsIn(lng)).t('rate', { rate: 0.5 })).toBe(shown);
  });
});
