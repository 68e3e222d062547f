import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safeLink.ts';

describe('safeExternalUrl', () => {
  it('keeps http(s) links', () => {
    expect(safeExternalUrl('https://t.me/lobby_support')).toBe('https://t.me/lobby_support');
    expect(safeExternalUrl(' http://lobby.example/a?b=1 ')).toBe('http://lobby.example/a?b=1');
  });
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.invalid/phish',
    '/m/home',
    '<img src=x onerror=alert(1)>',
    '',
  ])('drops %j', (url) => {
    expect(safeExternalUrl(url)).toBeUndefined();
  });
});
