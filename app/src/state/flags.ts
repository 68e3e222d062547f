/** Whitelabel flags (docs/product/data.md#whitelabel-flags) and the merchant's consolidated settings. */
import { atom, selectorFamily } from 'recoil';
import { isFlagOn } from '@lobby/contract';
import type { ConsolidatedSettings, WhitelabelFlag, WhitelabelFlags } from '@lobby/contract';

/** GET /wps/system/whitelabel; null until loaded (every flag reads as off until then). */
export const flagsState = atom<Partial<WhitelabelFlags> | null>({ key: 'flags', default: null });

export const flagOnState = selectorFamily<boolean, WhitelabelFlag>({
  key: 'flagOn',
  get:
    (flag) =>
    ({ get }) =>
      isFlagOn(get(flagsState) ?? {}, flag),
});

/** GET /wps/system/settings/consolidated: VIP benefits, promotions, dividends, templates, agent menu. */
export const consolidatedState = atom<ConsolidatedSettings | null>({ key: 'consolidated', default: null });
