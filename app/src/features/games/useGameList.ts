/**
 * The game list's data (docs/product/states.md#game-list, docs/product/calls.md#games): pages of 26 (recent 25) for the current filter; a new
 * filter starts again at page 1; more pages while pageNum < totalPages; a failed page means no
 * more pages (a retry is offered); a language change reloads (debounced 200 ms).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Game } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { currentLanguageCode, languageReloadDelay, useLanguageChange, useLanguageCode } from '../../i18n/index.ts';
import { useFirstScreen } from '../../state/firstScreen.ts';
import { hasMore, listRequest } from './listRules.ts';
import type { ListFilter } from './listRules.ts';

export interface GameListState {
  games: Game[];
  pageNum: number;
  totalPages: number;
  total: number | null;
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  /** Try the failed page again. */
  retryMore: () => void;
  reload: () => void;
  /** Drop a game from the list at once (favourites tab), or put it back. */
  remove: (nodeId: string) => void;
  restore: (game: Game, index: number) => void;
}

async function fetchPage(filter: ListFilter, page: number, signal: AbortSignal) {
  const req = listRequest(filter, page, currentLanguageCode());
  if (req.route === 'favorites') {
    const v = await call('favorites', { query: req.query, signal });
    return { games: v.content, pageNum: v.pageNum, totalPages: v.totalPages, total: v.total };
  }
  if (req.route === 'recent') {
    const v = await call('recent', { query: req.query, signal });
    return { games: v.list, pageNum: v.pageNum, totalPages: v.totalPages, total: v.total };
  }
  const v = await call('gameList', { query: req.query, signal });
  return { games: v.games, pageNum: v.pageNum, totalPages: v.totalPages, total: v.total };
}

export function useGameList(filter: ListFilter, enabled: boolean): GameListState {
  const language = useLanguageCode();
  // The first page of a server-rendered list is in the HTML (state/firstScreen.ts).
  const first = useFirstScreen(enabled ? `gameList:${JSON.stringify(filter)}:${language}` : null, (signal) =>
    fetchPage(filter, 1, signal),
  );
  const [state, setState] = useState(() => ({
    games: first?.games ?? ([] as Game[]),
    pageNum: first?.pageNum ?? 0,
    totalPages: first?.totalPages ?? 1,
    total: first?.total ?? (null as number | null),
    loading: false,
    error: undefined as unknown,
  }));
  const skipFirst = useRef(first !== undefined);
  const controller = useRef<AbortController | null>(null);
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback((page: number) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setState((s) => (page === 1 ? { ...s, games: [], pageNum: 0, total: null } : s));
    setState((s) => ({ ...s, loading: true, error: undefined }));
    fetchPage(filterRef.current, page, c.signal).then(
      (p) => {
        if (c.signal.aborted) return;
        // A transition: React renders the new tiles in slices that yield to scrolling and input,
        // not in one long task (issue 11: no task over 50 ms while scrolling a 2,000-game list).
        startTransition(() =>
          setState((s) => {
            // A page may repeat a game the previous page held (the list moved): keep the first.
            const seen = new Set(page === 1 ? [] : s.games.map((g) => g.nodeId));
            const fresh = p.games.filter((g) => !seen.has(g.nodeId));
            return {
              games: page === 1 ? p.games : [...s.games, ...fresh],
              pageNum: p.pageNum,
              totalPages: p.totalPages,
              total: p.total,
              loading: false,
              error: undefined,
            };
          }),
        );
      },
      (error: unknown) => {
        if (c.signal.aborted) return;
        setState((s) => ({ ...s, loading: false, error }));
      },
    );
  }, []);

  const key = JSON.stringify(filter);
  useEffect(() => {
    if (!enabled) return;
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    load(1);
    return () => controller.current?.abort();
  }, [key, enabled, load]);

  const reload = useCallback(() => load(1), [load]);
  useLanguageChange(reload, languageReloadDelay.gameList);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    // docs/product/states.md#game-list: a fetch failure means no more pages.
    if (s.loading || s.error || !hasMore(s.pageNum, s.totalPages)) return;
    load(s.pageNum + 1);
  }, [load]);

  const retryMore = useCallback(() => {
    const s = stateRef.current;
    if (!s.loading) load(s.pageNum + 1);
  }, [load]);

  const remove = useCallback((nodeId: string) => {
    setState((s) => ({
      ...s,
      games: s.games.filter((g) => g.nodeId !== nodeId),
      total: s.total === null ? null : s.total - 1,
    }));
  }, []);
  const restore = useCallback((game: Game, index: number) => {
    setState((s) => {
      if (s.games.some((g) => g.nodeId === game.nodeId)) return s;
      const games = [...s.games];
      games.splice(Math.min(index, games.length), 0, game);
      return { ...s, games, total: s.total === null ? null : s.total + 1 };
    });
  }, []);

  return {
    ...state,
    hasMore: !state.error && hasMore(state.pageNum, state.totalPages),
    loadMore,
    retryMore,
    reload,
    remove,
    restore,
  };
}
