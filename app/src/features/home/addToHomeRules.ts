/**
 * Add-to-home tip rules (docs/product/home-and-games.md#add-to-home-tip) the kit's AddToHomeTip leaves to the app: when the tip shows (iOS
 * Safari outside the home-screen app), and the two notes under it (12.4 or later recommended; iOS
 * 17 and later needs a manual profile install). The iOS version comes from the kit's
 * parseIosVersion and the legacy hint (iOS 11 or lower, 12.0-12.1) is the kit's
 * needsLegacyAddToHomeHint. Pure: tested in addToHomeRules.test.ts.
 */
import { needsLegacyAddToHomeHint } from '@lobby/ui-kit';
import type { IosVersion } from '@lobby/ui-kit';

/** Shown on iOS outside the home-screen app. */
export function showAddToHomeTip(version: IosVersion | null, standalone: boolean): boolean {
  return version !== null && !standalone;
}

/** docs/product/home-and-games.md#add-to-home-tip: iOS 17 and later installs the home-screen app through a profile, by hand. */
export function needsManualProfile(version: IosVersion | null): boolean {
  return version !== null && version.major >= 17;
}

/**
 * docs/product/home-and-games.md#add-to-home-tip: 12.4 or later is recommended. Legacy devices are left out: the kit's legacy hint already
 * says so.
 */
export function belowRecommended(version: IosVersion | null): boolean {
  if (!version || needsLegacyAddToHomeHint(version)) return false;
  return version.major < 12 || (version.major === 12 && version.minor < 4);
}
