/**
 * Browser storage behind Recoil atom effects (issue 6: persistence through atom effects). Storage
 * can throw (private mode, quota); a failure keeps the value in memory only.
 */
import type { AtomEffect } from 'recoil';

type Area = 'session' | 'local';

const areaOf = (area: Area): Storage | undefined => {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
};

export function readStored<T>(area: Area, key: string, parse: (raw: string) => T | undefined): T | undefined {
  try {
    const raw = areaOf(area)?.getItem(key);
    return raw == null ? undefined : parse(raw);
  } catch {
    return undefined;
  }
}

export function writeStored(area: Area, key: string, raw: string | null): void {
  try {
    const s = areaOf(area);
    if (raw === null) s?.removeItem(key);
    else s?.setItem(key, raw);
  } catch {
    // keep going in memory
  }
}

export const parseJson =
  <T>(guard: (v: unknown) => v is T) =>
  (raw: string): T | undefined => {
    try {
      const v: unknown = JSON.parse(raw);
      return guard(v) ? v : undefined;
    } catch {
      return undefined;
    }
  };

/**
 * Keeps an atom in a storage key. `null` (or the atom's reset) removes the key. `serialize`
 * returning null also removes it.
 */
export function storageEffect<T>(
  area: Area,
  key: string,
  parse: (raw: string) => T | undefined,
  serialize: (value: T) => string | null,
): AtomEffect<T> {
  return ({ setSelf, onSet }) => {
    const stored = readStored(area, key, parse);
    if (stored !== undefined) setSelf(stored);
    onSet((value, _old, isReset) => {
      writeStored(area, key, isReset ? null : serialize(value));
    });
  };
}

/** Clears all of sessionStorage (docs/product/states.md#logout logout: "all session storage are cleared"). */
export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // nothing to clear
  }
}
