/**
 * The game list's data (docs/product/states.md#game-list, docs/product/calls.md#games): pages of 26 (recent 25) for the current filter; a new
 * filter starts again at page 1; more pages while pageNum < totalPages; a failed page means no
 * more pages (a retry is offered); a language change reloads (debounced 200 ms).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { Game } from '@lobby/contract';
import { useLayoutEffectInBrowser } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { currentLanguageCode, languageReloadDelay, useLanguageChange, useLanguageCode } from '../../i18n/index.ts';
import { useFirstScreen } from '../../state/firstScreen.ts';
import { hasMore, listRequest } from './listRules.ts';
import type { TileAnchor } from './gameTiles.tsx';
import type { ListFilter } from './listRules.ts';

/** What a list holds: the games of its pages so far, and where its paging is. */
interface ListData {
  games: Game[];
  pageNum: number;
  totalPages: number;
  total: number | null;
  loading: boolean;
  error: unknown;
}

export interface GameListState extends ListData {
  hasMore: boolean;
  loadMore: () => void;
  /** Try the failed page again. */
  retryMore: () => void;
  reload: () => void;
  /** Where the page was when the player left this list: set when back (or forward) brought them here. */
  returnTo: ListPlace | undefined;
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

/**
 * A list the player left for another page, by its history entry: back (or forward) to that entry
 * draws the same games at once and the page goes back where it was. Before, the list loaded again
 * from its first page and the player was near its top (docs/decisions/app-frame.md, "Where a page
 * opens"). The last few entries only; a new document starts with none.
 */
const kept = new Map<string, { list: string; filter: ListFilter; data: ListData; place: ListPlace }>();
const keptAtMost = 8;

/**
 * The filter the list of a history entry had when the player left it (its tab, provider, minimum
 * bet, search), for the page to start from when back (or forward) brings the player to that entry.
 */
export function filterLeftAt(entry: string): ListFilter | undefined {
  return kept.get(entry)?.filter;
}

/**
 * Where the page was on a list: its offset, and what the page that draws it reads as its place (the
 * game list: the first tile in view). The hook keeps it; it does not read the page itself.
 */
export interface ListPlace {
  scrollY: number;
  anchor: TileAnchor | undefined;
}

export function useGameList(
  filter: ListFilter,
  enabled: boolean,
  anchorNow: () => TileAnchor | undefined = () => undefined,
): GameListState {
  const language = useLanguageCode();
  const list = `${JSON.stringify(filter)}:${language}`;
  const { key: entry } = useLocation();
  const navigationType = useNavigationType();
  const [back] = useState(() => {
    const k = navigationType === 'POP' && enabled ? kept.get(entry) : undefined;
    return k?.list === list ? k : undefined;
  });
  // The first page of a server-rendered list is in the HTML (state/firstScreen.ts).
  const first = useFirstScreen(enabled && !back ? `gameList:${list}` : null, (signal) => fetchPage(filter, 1, signal));
  const [state, setState] = useState<ListData>(
    () =>
      back?.data ?? {
        games: first?.games ?? [],
        pageNum: first?.pageNum ?? 0,
        totalPages: first?.totalPages ?? 1,
        total: first?.total ?? null,
        loading: false,
        error: undefined,
      },
  );
  const skipFirst = useRef(first !== undefined || back !== undefined);
  const controller = useRef<AbortController | null>(null);
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const stateRef = useRef(state);
  stateRef.current = state;
  const listRef = useRef(list);
  listRef.current = list;
  const anchorRef = useRef(anchorNow);
  anchorRef.current = anchorNow;

  // Where the player last put the page: read when they stop scrolling and as they tap or press a
  // key (how they leave), not only as the list goes. By then the next page may have started and
  // the list's end ("No more") gone, and the browser had pulled a list left at its very end up by
  // that line's height: back on it, the player was 64 px short of where they left it.
  const placed = useRef<ListPlace | null>(null);
  useEffect(() => {
    let timer = 0;
    let moved = false;
    const read = () => {
      window.clearTimeout(timer);
      if (!moved) return;
      moved = false;
      placed.current = { scrollY: window.scrollY, anchor: anchorRef.current() };
    };
    const onScroll = () => {
      moved = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(read, 150);
    };
    const leaving = ['pointerdown', 'keydown'] as const;
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of leaving) window.addEventListener(type, read, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      for (const type of leaving) window.removeEventListener(type, read, { capture: true });
    };
  }, []);

  // Kept as the player leaves the entry: a layout effect's cleanup runs before the next page is
  // scrolled to its top (frame/useNewPageAtTop.ts), so scrollY is still this list's.
  useLayoutEffectInBrowser(
    () => () => {
      const data = stateRef.current;
      if (data.games.length === 0) return;
      kept.delete(entry);
      // A page still on its way is dropped: the list asks for it again when the player nears its end.
      kept.set(entry, {
        list: listRef.current,
        filter: filterRef.current,
        data: { ...data, loading: false },
        place: placed.current ?? { scrollY: window.scrollY, anchor: anchorRef.current() },
      });
      if (kept.size > keptAtMost) kept.delete(kept.keys().next().value!);
    },
    [entry],
  );

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
    returnTo: back?.place,
    remove,
    restore,
  };
}
