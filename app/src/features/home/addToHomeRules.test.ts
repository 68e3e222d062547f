import { describe, expect, it } from 'vitest';
import { addToHomeMode, belowRecommended, iosVersion } from './addToHomeRules.ts';

const ios = (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148`;

describe('add-to-home tip (spec 2)', () => {
  it('reads the iOS version', () => {
    expect(iosVersion(ios('12_1'))).toEqual([12, 1]);
    expect(iosVersion('Mozilla/5.0 (Linux; Android 14)')).toBeNull();
  });
  it('is hidden off iOS and inside the home-screen app', () => {
    expect(addToHomeMode('Mozilla/5.0 (Linux; Android 14)', false)).toBe('hidden');
    expect(addToHomeMode(ios('16_0'), true)).toBe('hidden');
  });
  it('shows the legacy hint on iOS 11 or lower and on 12.0-12.1', () => {
    expect(addToHomeMode(ios('11_4'), false)).toBe('legacy');
    expect(addToHomeMode(ios('12_0'), false)).toBe('legacy');
    expect(addToHomeMode(ios('12_1'), false)).toBe('legacy');
  });
  it('shows the steps from 12.2 to 16, and the manual profile from 17', () => {
    expect(addToHomeMode(ios('12_2'), false)).toBe('steps');
    expect(addToHomeMode(ios('16_7'), false)).toBe('steps');
    expect(addToHomeMode(ios('17_0'), false)).toBe('manualProfile');
  });
  it('recommends 12.4 or later', () => {
    expect(belowRecommended(ios('12_3'))).toBe(true);
    expect(belowRecommended(ios('12_4'))).toBe(false);
  });
});
