/** An iOS version as the user agent reports it. */
export interface IosVersion {
  major: number;
  minor: number;
}

/** The iOS version from a user agent ("... OS 12_1_4 like Mac OS X ..."), or null off iOS. */
export function parseIosVersion(userAgent: string): IosVersion | null {
  if (!/iP(hone|od|ad)/.test(userAgent)) return null;
  const m = /OS (\d+)[._](\d+)/.exec(userAgent);
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : null;
}

/** docs/product/home-and-games.md#add-to-home-tip: iOS 11 or lower, or 12.0-12.1, gets the legacy add-to-home hint. */
export function needsLegacyAddToHomeHint(version: IosVersion | null): boolean {
  if (!version) return false;
  return version.major <= 11 || (version.major === 12 && version.minor <= 1);
}
