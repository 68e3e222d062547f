import { describe, expect, it } from 'vitest';
import { needsLegacyAddToHomeHint, parseIosVersion } from '@lobby/ui-kit';
import { belowRecommended, needsManualProfile, showAddToHomeTip } from './addToHomeRules.ts';

const ios = (v: string) =>
  parseIosVersion(`Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148`);

describe('add-to-home tip (docs/product/home-and-games.md#add-to-home-tip)', () => {
  it('is hidden off iOS and inside the home-screen app', () => {
    expect(showAddToHomeTip(parseIosVersion('Mozilla/5.0 (Linux; Android 14)'), false)).toBe(false);
    expect(showAddToHomeTip(ios('16_0'), true)).toBe(false);
    expect(showAddToHomeTip(ios('16_0'), false)).toBe(true);
  });
  it('shows the legacy hint (the kit rule) on iOS 11 or lower and on 12.0-12.1', () => {
    expect(needsLegacyAddToHomeHint(ios('11_4'))).toBe(true);
    expect(needsLegacyAddToHomeHint(ios('12_1'))).toBe(true);
    expect(needsLegacyAddToHomeHint(ios('12_2'))).toBe(false);
  });
  it('needs the manual profile from 17', () => {
    expect(needsManualProfile(ios('16_7'))).toBe(false);
    expect(needsManualProfile(ios('17_0'))).toBe(true);
  });
  it('recommends 12.4 or later, once (not on top of the legacy hint)', () => {
    expect(belowRecommended(ios('12_3'))).toBe(true);
    expect(belowRecommended(ios('12_4'))).toBe(false);
    expect(belowRecommended(ios('12_1'))).toBe(false);
  });
});
