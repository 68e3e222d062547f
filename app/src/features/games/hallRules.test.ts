import { describe, expect, it } from 'vitest';
import type { GameCategory, VendorEntry } from '@lobby/contract';
import { hallTabs, initialHallTab } from './hallRules.ts';

const v = (gameType: GameCategory, vassalage: string): VendorEntry => ({
  gameType,
  vassalage,
  accountTypeName: vassalage,
  logoUrl: '',
});

describe('hallTabs (docs/product/states.md#game-hall)', () => {
  it('adds HOT first when the sorting lacks it', () => {
    const tabs = hallTabs({
      sorting: [
        { gameCategory: 'LIVE', vendorNames: [v('LIVE', 'EVO')] },
        { gameCategory: 'RNG', vendorNames: [v('RNG', 'PG')] },
      ],
    });
    expect(tabs.map((t) => t.category)).toEqual(['HOT', 'LIVE', 'RNG']);
  });

  it('keeps HOT where the sorting puts it', () => {
    const tabs = hallTabs({
      sorting: [
        { gameCategory: 'LIVE', vendorNames: [] },
        { gameCategory: 'HOT', vendorNames: [v('RNG', 'PG')] },
      ],
    });
    expect(tabs.map((t) => t.category)).toEqual(['LIVE', 'HOT']);
  });

  it('splits SPORTS into COCKFIGHT before SPORTS and ESPORTS after it', () => {
    const tabs = hallTabs({
      sorting: [
        { gameCategory: 'LIVE', vendorNames: [v('LIVE', 'EVO')] },
        {
          gameCategory: 'SPORTS',
          vendorNames: [v('SPORTS', 'BTI_SPORTS'), v('ESPORTS', 'TF'), v('COCKFIGHT', 'DS88'), v('SPORTS', 'SABA')],
        },
        { gameCategory: 'RNG', vendorNames: [v('RNG', 'PG')] },
      ],
    });
    expect(tabs.map((t) => t.category)).toEqual(['HOT', 'LIVE', 'COCKFIGHT', 'SPORTS', 'ESPORTS', 'RNG']);
    expect(tabs[2]!.vendors.map((x) => x.vassalage)).toEqual(['DS88']);
    expect(tabs[3]!.vendors.map((x) => x.vassalage)).toEqual(['BTI_SPORTS', 'SABA']);
    expect(tabs[4]!.vendors.map((x) => x.vassalage)).toEqual(['TF']);
  });

  it('leaves out an empty ESPORTS or COCKFIGHT split', () => {
    const tabs = hallTabs({ sorting: [{ gameCategory: 'SPORTS', vendorNames: [v('SPORTS', 'SABA')] }] });
    expect(tabs.map((t) => t.category)).toEqual(['HOT', 'SPORTS']);
  });

  it('answers only HOT without a config, and the active tab starts at 0', () => {
    expect(hallTabs(null).map((t) => t.category)).toEqual(['HOT']);
    expect(initialHallTab).toBe(0);
  });
});
