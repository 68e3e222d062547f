/**
 * Game hall rules (docs/product/states.md#game-hall): one tab per category of the vendor sorting; HOT added first if the
 * sorting lacks it; the SPORTS entry split into COCKFIGHT (before SPORTS), SPORTS and ESPORTS
 * (after SPORTS); the active tab starts at 0. Pure: tested in hallRules.test.ts.
 */
import type { GameCategory, GameVendorConfig, VendorEntry } from '@lobby/contract';

export interface HallTab {
  category: GameCategory;
  vendors: VendorEntry[];
}

/** docs/product/states.md#game-hall: the active tab index starts at 0. */
export const initialHallTab = 0;

const sportsSplit: readonly GameCategory[] = ['COCKFIGHT', 'SPORTS', 'ESPORTS'];

export function hallTabs(config: Pick<GameVendorConfig, 'sorting'> | null): HallTab[] {
  const tabs: HallTab[] = [];
  for (const s of config?.sorting ?? []) {
    if (s.gameCategory === 'SPORTS') {
      // docs/product/states.md#game-hall: SPORTS vendors split into SPORTS, ESPORTS (after SPORTS) and COCKFIGHT (before SPORTS).
      for (const category of sportsSplit) {
        const vendors = s.vendorNames.filter((v) =>
          category === 'SPORTS'
            ? !sportsSplit.includes(v.gameType) || v.gameType === 'SPORTS'
            : v.gameType === category,
        );
        if (vendors.length > 0 || category === 'SPORTS') tabs.push({ category, vendors });
      }
    } else if (!tabs.some((t) => t.category === s.gameCategory)) {
      tabs.push({ category: s.gameCategory, vendors: s.vendorNames });
    }
  }
  // docs/product/states.md#game-hall: HOT is added as first tab if the sorting lacks it.
  if (!tabs.some((t) => t.category === 'HOT')) tabs.unshift({ category: 'HOT', vendors: [] });
  return tabs;
}
