import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { GameVendorConfig } from '@lobby/contract';
import corpusText from '../../../tests/fixtures/xss-corpus.txt?raw';
import { StateRoot, useVendorConfigValue } from '../state/atomHooks.ts';
import { vendorConfigFirstScreenKey } from '../state/game.ts';
import { canHydrate, initialState, pageDataId, readPageData, serializePageData } from './pageData.ts';
import type { PageData } from './pageData.ts';

const corpus = corpusText.split('\n').filter((l) => l && !l.startsWith('# '));
const extra = ['</script><script>window.__xss=1</script>', '</SCRIPT >', '<!--<script>', '\u2028\u2029', '&lt;&amp;'];

describe('serializePageData', () => {
  it.each([...corpus, ...extra])('keeps %j inside its block and reads it back', (s) => {
    const json = serializePageData({ status: { message: s }, list: [s] });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    // Parsed as HTML, as the browser will: one data block, the same data.
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${pageDataId}">${json}</script>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData()).toEqual({ status: { message: s }, list: [s] });
  });

  it('reads no data from a page without the block or with a broken one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData()).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${pageDataId}">{"a":</script>`;
    expect(readPageData()).toBeUndefined();
  });
});

describe('canHydrate', () => {
  const storing = (language: string | null) => ({ getItem: () => language }) as unknown as Storage;
  const page = (language: string) => ({ language }) as PageData;

  it("hydrates a guest's page in the language this browser stored, or when it stored none", () => {
    expect(canHydrate(page('th'), storing('TH'), '')).toBe(true);
    expect(canHydrate(page('th'), storing(null), '')).toBe(true);
  });

  it('renders again in the stored language when the server chose another by itself', () => {
    expect(canHydrate(page('my'), storing('TH'), '')).toBe(false);
    expect(canHydrate(page('my'), storing('TH'), '?lang=en')).toBe(false);
  });

  it("hydrates in the language the address names: ?lang= is the visitor's choice from this page on", () => {
    expect(canHydrate(page('my'), storing('TH'), '?lang=my')).toBe(true);
    expect(canHydrate(page('zh-CN'), storing('EN'), '?gameType=RNG&lang=CN')).toBe(true);
  });
});

describe('initialState', () => {
  /** What the store's first render reads as the vendor config. */
  const storedVendors = (firstScreen: Record<string, unknown>): unknown => {
    let seen: unknown;
    function Read() {
      seen = useVendorConfigValue();
      return null;
    }
    render(
      <StateRoot initializeState={initialState({ seed: 1, status: null, firstScreen })}>
        <Read />
      </StateRoot>,
    );
    return seen;
  };

  // Put there by the first tile to mount instead, it changed the store under a page that had just
  // hydrated, and every part reading it rendered again at once.
  it("has the vendor config the server's render asked for in the store before hydration", () => {
    const vendors = { vendors: [] } as unknown as GameVendorConfig;
    expect(storedVendors({ [vendorConfigFirstScreenKey]: vendors })).toBe(vendors);
    expect(storedVendors({})).toBeNull();
  });
});
