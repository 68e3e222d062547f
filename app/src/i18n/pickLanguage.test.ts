import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, pickLanguage } from './pickLanguage.ts';

describe('language choice', () => {
  it('keeps the configured default (TY) when the switch is off, whatever the browser says', () => {
    expect(pickLanguage({ fromBrowser: false, browser: ['vi-VN', 'en'], configured: 'TY' })).toBe('TY');
  });

  it('takes the first browser language we ship when the switch is on', () => {
    expect(pickLanguage({ fromBrowser: true, browser: ['xx', 'th-TH', 'en'], configured: 'TY' })).toBe('TH');
    expect(pickLanguage({ fromBrowser: true, browser: ['zh-TW'], configured: 'TY' })).toBe('TW');
    expect(pickLanguage({ fromBrowser: true, browser: ['my-MM'], configured: 'TY' })).toBe('MY');
  });

  it('falls back to the configured default when no browser language is ours', () => {
    expect(pickLanguage({ fromBrowser: true, browser: ['xx', 'yy-ZZ'], configured: 'EN' })).toBe('EN');
    expect(pickLanguage({ fromBrowser: true, browser: [], configured: 'nope' })).toBe('TY');
  });

  it("never overrides the player's own stored choice", () => {
    expect(pickLanguage({ stored: 'AR', fromBrowser: true, browser: ['vi'], configured: 'TY' })).toBe('AR');
  });

  it('reads Accept-Language by weight, dropping q=0 and *', () => {
    expect(parseAcceptLanguage('en;q=0.5, vi-VN, fr;q=0, *;q=0.1, th;q=0.8')).toEqual(['vi-VN', 'th', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(pickLanguage({ fromBrowser: true, browser: parseAcceptLanguage('de-CH,de;q=0.9'), configured: 'TY' })).toBe(
      'DE',
    );
  });
});
