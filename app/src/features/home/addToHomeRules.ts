/**
 * Add-to-home tip rules (spec 2): shown on iOS Safari outside the home-screen app. iOS 11 or lower,
 * or 12.0-12.1, shows a legacy hint; 12.4 or later is recommended; iOS 17 and later needs a manual
 * profile install. Pure: tested in addToHomeRules.test.ts.
 */
export type AddToHomeMode = 'hidden' | 'legacy' | 'steps' | 'manualProfile';

/** The iOS version of a user agent as [major, minor], or null when not iOS. */
export function iosVersion(userAgent: string): [number, number] | null {
  if (!/iPhone|iPad|iPod/i.test(userAgent)) return null;
  const m = /OS (\d+)[_.](\d+)/i.exec(userAgent);
  if (!m) return null;
  return [Number(m[1]), Number(m[2])];
}

export function addToHomeMode(userAgent: string, standalone: boolean): AddToHomeMode {
  if (standalone) return 'hidden';
  const v = iosVersion(userAgent);
  if (!v) return 'hidden';
  const [major, minor] = v;
  if (major <= 11 || (major === 12 && minor <= 1)) return 'legacy';
  if (major >= 17) return 'manualProfile';
  return 'steps';
}

/** spec 2: 12.4 or later is recommended for the home-screen app. */
export function belowRecommended(userAgent: string): boolean {
  const v = iosVersion(userAgent);
  return v !== null && (v[0] < 12 || (v[0] === 12 && v[1] < 4));
}
