import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@lobby/tokens';
import { defaultLabels } from './labels.ts';
import type { KitLabels } from './labels.ts';

/** 'system' follows prefers-reduced-motion; the others force it (Storybook toolbar, app setting). */
export type MotionPreference = 'system' | 'reduce' | 'no-preference';

export interface KitContextValue {
  /** BCP 47 locale for numbers and dates. */
  locale: string;
  dir: 'ltr' | 'rtl';
  labels: KitLabels;
  motion: MotionPreference;
}

const KitContext = createContext<KitContextValue>({
  locale: 'en',
  dir: 'ltr',
  labels: defaultLabels,
  motion: 'system',
});

export interface KitProviderProps {
  children: ReactNode;
  /** Locale for Intl formatting. @default 'en' */
  locale?: string;
  /** Text direction; the app also sets `dir` on the root element. @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  /** Overrides for the kit's own words. @default English */
  labels?: Partial<KitLabels>;
  /** Motion preference. @default 'system' */
  motion?: MotionPreference;
}

/** Theme, words, locale and motion for every kit part. Brand comes from `data-brand` on an ancestor. */
export function KitProvider({ children, locale = 'en', dir = 'ltr', labels, motion = 'system' }: KitProviderProps) {
  const value = useMemo<KitContextValue>(
    () => ({ locale, dir, labels: labels ? { ...defaultLabels, ...labels } : defaultLabels, motion }),
    [locale, dir, labels, motion],
  );
  return (
    <ThemeProvider theme={theme}>
      <KitContext.Provider value={value}>{children}</KitContext.Provider>
    </ThemeProvider>
  );
}

export const useKit = (): KitContextValue => useContext(KitContext);
export const useLabels = (): KitLabels => useContext(KitContext).labels;

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The one list for the query, made once: its `matches` is live, and every part that moves reads it
 * on each render (twice, with React's check for tearing), where a new list per read parsed the query
 * each time.
 */
let list: MediaQueryList | null | undefined;
const reducedList = (): MediaQueryList | null =>
  (list ??= typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const mql = reducedList();
  if (!mql) return () => undefined;
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}
const getSnapshot = () => reducedList()?.matches ?? false;

/** True when motion should stop: the user's OS setting, or a forced preference from KitProvider. */
export function useReducedMotion(): boolean {
  const { motion } = useContext(KitContext);
  const system = useSyncExternalStore(subscribe, getSnapshot, () => false);
  if (motion === 'reduce') return true;
  if (motion === 'no-preference') return false;
  return system;
}
