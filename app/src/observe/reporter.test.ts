import { describe, expect, it } from 'vitest';
import { scrub } from '@lobby/contract';
import { deviceClass, routeTemplate } from './reporter.ts';

describe('field report labels', () => {
  it('names a page by its route template, never its address', () => {
    expect(routeTemplate('/m/home')).toBe('/m/home');
    expect(routeTemplate('/m/gameList/')).toBe('/m/gameList');
    expect(routeTemplate('/M/LOGIN')).toBe('/m/login');
    expect(routeTemplate('/')).toBe('/');
    expect(routeTemplate('/m/no-such-page-123')).toBe('other');
  });

  it('sorts viewports into three device classes', () => {
    expect(deviceClass(375)).toBe('mobile');
    expect(deviceClass(800)).toBe('tablet');
    expect(deviceClass(1440)).toBe('desktop');
  });

  it('cuts query strings and fragments from URLs and masks long digit runs', () => {
    expect(scrub('at f (https://play.example.com/assets/a.js?v=secret#x:1:2)', 500)).toBe(
      'at f (https://play.example.com/assets/a.js:1:2)',
    );
    expect(scrub('no member 639170000001 here', 500)).toBe('no member # here');
    expect(scrub('x'.repeat(900), 500)).toHaveLength(500);
  });
});
