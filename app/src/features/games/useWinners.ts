/**
 * The winner board (spec 7, 4, 9): gameCategory ALL, language, limitNum 20; sorted by winAmount,
 * highest first; reloaded 250 ms after a language change.
 */
import { useMemo } from 'react';
import { pageSizes } from '@lobby/contract';
import type { Winner } from '@lobby/contract';
import type { WinnerEntry } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { currentLanguageCode, languageReloadDelay, useLanguageChange } from '../../i18n/index.ts';
import { useLoad } from './useLoad.ts';
import type { Loaded } from './useLoad.ts';

/** spec 4: highest winAmount first. */
export const sortWinners = (list: readonly Winner[]): Winner[] =>
  [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);

/** The kit's WinnerBoard entries; `id` is `${nodeId}-${index}` (a game can win twice). */
export const toWinnerEntries = (list: readonly Winner[]): WinnerEntry[] =>
  list.map((w, i) => ({
    id: `${w.vo.nodeId}-${i}`,
    iconUrl: w.vo.iconUrl,
    customerName: w.vo.customerName,
    gameName: w.vo.gameName,
    winAmount: w.vo.winAmount,
  }));

export function useWinners(): Loaded<Winner[]> {
  const loaded = useLoad(
    (signal) =>
      call('winners', {
        signal,
        query: { gameCategory: 'ALL', language: currentLanguageCode(), limitNum: pageSizes.winners },
      }).then((v) => sortWinners(v.list).slice(0, pageSizes.winners)),
    [],
  );
  useLanguageChange(loaded.reload, languageReloadDelay.winnerBoard);
  return loaded;
}

/** useWinners plus the list as kit WinnerBoard entries. */
export function useWinnerEntries(): Loaded<Winner[]> & { entries: WinnerEntry[] } {
  const loaded = useWinners();
  const entries = useMemo(() => toWinnerEntries(loaded.data ?? []), [loaded.data]);
  return { ...loaded, entries };
}
