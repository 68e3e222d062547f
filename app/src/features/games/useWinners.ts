/**
 * The winner board (docs/product/constants.md#page-sizes, docs/product/calls.md#games): gameCategory ALL, language, limitNum 20; sorted by winAmount,
 * highest first; reloaded 250 ms after a language change.
 */
import { useMemo } from 'react';
import { pageSizes } from '@lobby/contract';
import type { Winner } from '@lobby/contract';
import type { WinnerEntry } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { currentLanguageCode, languageReloadDelay, useLanguageChange, useLanguageCode } from '../../i18n/index.ts';
import { useLoad } from '../shared/useLoad.ts';
import type { Loaded } from '../shared/useLoad.ts';
import { artSources } from '../shared/art.tsx';

/** docs/product/states.md#winner-list: highest winAmount first. */
export const sortWinners = (list: readonly Winner[]): Winner[] =>
  [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);

/** The kit's WinnerBoard entries; `id` is `${nodeId}-${index}` (a game can win twice). */
export const toWinnerEntries = (list: readonly Winner[]): WinnerEntry[] =>
  list.map((w, i) => ({
    id: `${w.vo.nodeId}-${i}`,
    iconUrl: w.vo.iconUrl,
    iconSources: artSources(w.vo.iconUrl),
    customerName: w.vo.customerName,
    gameName: w.vo.gameName,
    winAmount: w.vo.winAmount,
  }));

const fetchWinners = (signal?: AbortSignal): Promise<Winner[]> =>
  call('winners', {
    signal,
    query: { gameCategory: 'ALL', language: currentLanguageCode(), limitNum: pageSizes.winners },
  }).then((v) => sortWinners(v.list).slice(0, pageSizes.winners));

let early: { language: string; promise: Promise<Winner[]> } | null = null;

/**
 * Starts the board's call before the board mounts (the home does, as its chunk loads): on a phone
 * the board is in the first screen, and its call sat at the end of a chain (home render, the
 * block's intersection check, the board's chunk) that held back the page's last paint (issue 11).
 */
export function prefetchWinners(): void {
  if (early) return;
  const promise = fetchWinners();
  promise.catch(() => undefined);
  early = { language: currentLanguageCode(), promise };
}

/** The prefetched list, once, if it was asked in the language now in use. */
function takePrefetched(): Promise<Winner[]> | null {
  const e = early;
  early = null;
  return e && e.language === currentLanguageCode() ? e.promise : null;
}

export function useWinners(): Loaded<Winner[]> {
  const language = useLanguageCode();
  const loaded = useLoad((signal) => takePrefetched() ?? fetchWinners(signal), [], {
    firstScreenKey: `winners:${language}`,
  });
  useLanguageChange(loaded.reload, languageReloadDelay.winnerBoard);
  return loaded;
}

/** useWinners plus the list as kit WinnerBoard entries. */
export function useWinnerEntries(): Loaded<Winner[]> & { entries: WinnerEntry[] } {
  const loaded = useWinners();
  const entries = useMemo(() => toWinnerEntries(loaded.data ?? []), [loaded.data]);
  return { ...loaded, entries };
}
