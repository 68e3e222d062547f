import { describe, expect, it } from 'vitest';
import {
  brandStorageKey,
  defaultRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  pickBrand,
  runtimeConfig,
} from './runtimeConfig.ts';

describe('runtime config', () => {
  it('takes valid fields and defaults the rest', () => {
    const c = parseRuntimeConfig({
      merchantCode: 'ACME',
      brand: 'sky',
      apiBase: 'https://api.x/',
      cdn: 42,
      defaultLanguage: 'en',
    });
    expect(c).toMatchObject({
      merchantCode: 'ACME',
      brand: 'sky',
      apiBase: 'https://api.x',
      cdn: '/cdn',
      defaultLanguage: 'EN',
    });
    expect(parseRuntimeConfig({ brand: 'nope' }).brand).toBe(defaultRuntimeConfig.brand);
    // the browser-language switch is on only when set to true, not to a truthy string
    expect(parseRuntimeConfig({ languageFromBrowser: true }).languageFromBrowser).toBe(true);
    expect(parseRuntimeConfig({ languageFromBrowser: 'yes' }).languageFromBrowser).toBe(false);
    expect(parseRuntimeConfig(null)).toEqual(defaultRuntimeConfig);
  });
  it('keeps the defaults when the file is missing or broken', async () => {
    const broken = (() => Promise.resolve(new Response('{oops', { status: 200 }))) as typeof fetch;
    await expect(loadRuntimeConfig(broken)).resolves.toEqual(defaultRuntimeConfig);
    const ok = (() => Promise.resolve(Response.json({ merchantCode: 'M2' }))) as typeof fetch;
    await loadRuntimeConfig(ok);
    expect(runtimeConfig().merchantCode).toBe('M2');
  });
  it('?brand= wins and is remembered; unknown names are ignored', () => {
    localStorage.clear();
    expect(pickBrand('gold', '?brand=neon', localStorage)).toBe('neon');
    expect(localStorage.getItem(brandStorageKey)).toBe('neon');
    expect(pickBrand('gold', '', localStorage)).toBe('neon');
    expect(pickBrand('gold', '?brand=evil', localStorage)).toBe('neon');
    localStorage.clear();
    expect(pickBrand('sky', '', localStorage)).toBe('sky');
  });
});
