import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, storageKeys } from '@lobby/contract';
import { applyDocumentLanguage, currentLanguageCode, errorMessage, i18n, initI18n, setLanguage } from './i18n.ts';
import { isRtl, supportedLanguages, toLanguageCode, toTag } from './languages.ts';
import { namespacesOf } from './loader.ts';

describe('i18n', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  it('starts in TY (Filipino) with EN loaded as the fallback', () => {
    expect(currentLanguageCode()).toBe('TY');
    expect(i18n.language).toBe('fil');
    expect(i18n.t('nav.menu.signOut')).toBe('Mag-sign out');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(document.documentElement.lang).toBe('fil');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('looks errors up by the contract code, dots and all', () => {
    for (const code of errorCodes) expect(i18n.exists(`errors.${code}`)).toBe(true);
    expect(errorMessage('login.failed')).toBe('Mali ang username o password');
    expect(errorMessage('no.such.code', 'from server')).toBe('from server');
    expect(errorMessage(undefined)).toBe('Hindi kilalang error');
  });

  it('fills the spec templates', () => {
    expect(i18n.t('auth.messages.join_days', { lng: 'en', 0: 'Lobby', 1: 25 })).toBe('Join Lobby on the 25 day');
  });

  it('switches language lazily, stores the choice and sets dir for RTL', async () => {
    await setLanguage('AR');
    expect(currentLanguageCode()).toBe('AR');
    expect(localStorage.getItem(storageKeys.language)).toBe('AR');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await setLanguage('zh-CN');
    expect(currentLanguageCode()).toBe('CN');
    expect(document.documentElement.dir).toBe('ltr');
    await setLanguage('EN');
    expect(i18n.t('nav.menu.signOut')).toBe('Sign out');
  });

  it('falls back to EN for a key a language lacks', async () => {
    i18n.addResource('ja', 'common', 'only.en', 'x');
    i18n.addResource('en', 'common', 'only.english', 'English text');
    await setLanguage('JA');
    expect(i18n.t('only.english')).toBe('English text');
    await setLanguage('EN');
  });

  it('rejects a language we do not ship', async () => {
    await expect(setLanguage('XX')).rejects.toThrow(/Unsupported/);
  });
});

describe('languages', () => {
  it('maps our codes to BCP 47 in one table', () => {
    expect(toTag('TY')).toBe('fil');
    expect(toTag('CN')).toBe('zh-CN');
    expect(toTag('TW')).toBe('zh-TW');
    expect(toLanguageCode('en-US')).toBe('EN');
    expect(toLanguageCode('ty')).toBe('TY');
    expect(toLanguageCode('klingon')).toBeUndefined();
    expect(new Set(supportedLanguages.map((l) => l.code)).size).toBe(supportedLanguages.length);
    expect(new Set(supportedLanguages.map((l) => l.tag)).size).toBe(supportedLanguages.length);
  });

  it('reads AR, FA and UR right to left, and nothing else', () => {
    expect(['AR', 'FA', 'UR'].every((c) => isRtl(c))).toBe(true);
    expect(supportedLanguages.filter((l) => isRtl(l.code)).map((l) => l.code)).toEqual(['AR', 'FA', 'UR']);
    expect(isRtl('fa-IR')).toBe(true);
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('EN')).toBe(false);
  });

  it('sets lang and dir on <html>', () => {
    const doc = document.implementation.createHTMLDocument('x');
    applyDocumentLanguage('AR', doc);
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(doc.documentElement.getAttribute('lang')).toBe('ar');
    applyDocumentLanguage('TY', doc);
    expect(doc.documentElement.getAttribute('dir')).toBe('ltr');
    expect(doc.documentElement.getAttribute('lang')).toBe('fil');
  });

  it('leaves <html> untouched when it already reads the language (the server sent it)', async () => {
    const doc = document.implementation.createHTMLDocument('x');
    applyDocumentLanguage('AR', doc);
    const changes: string[] = [];
    const watch = new MutationObserver((records) => changes.push(...records.map((r) => r.attributeName ?? '')));
    watch.observe(doc.documentElement, { attributes: true });
    applyDocumentLanguage('AR', doc);
    await Promise.resolve();
    expect(changes).toEqual([]);
    applyDocumentLanguage('EN', doc);
    await Promise.resolve();
    expect(changes.sort()).toEqual(['dir', 'lang']);
    watch.disconnect();
  });

  it('finds the namespace files that exist', () => {
    expect(namespacesOf('EN')).toContain('common');
    expect(namespacesOf('fil')).toContain('common');
  });
});
