/**
 * /m/gameList?gameType=... (docs/product/home-and-games.md#game-list): search (Enter submits), tabs all/recent/favourites/
 * hot, vendor strip, filter panel, a windowed infinite list (26 a page, recent 25), empty and
 * error states; language change reloads; an English / Filipino picker.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { gameCategories } from '@lobby/contract';
import type { Game, GameCategory, VendorEntry } from '@lobby/contract';
import { EmptyState, InfiniteList, SkeletonGrid, useEventCallback, useLayoutEffectInBrowser } from '@lobby/ui-kit';
import { ErrorState } from '../../frame/ErrorState.tsx';
import { GameTileItem, anchorDrift, tileInView, useBadgeText, useVendorLogos } from './gameTiles.tsx';
import { ListSearch, ListTabs, ListTop, ListVendors } from './ListParts.tsx';
import { PageSuspense, preloadNamespaces } from './PageSuspense.tsx';
import { lobbyPage } from './parts.styles.ts';
import { initialFilter, stripVendors, switchTab, tabNeedsSession } from './listRules.ts';
import type { ListFilter, ListTab } from './listRules.ts';
import { useFavourites } from './useFavourites.ts';
import { filterLeftAt, useGameList } from './useGameList.ts';
import type { ListPlace } from './useGameList.ts';
import { useLaunch } from './useLaunch.ts';
import { useVendorConfig } from './useVendorConfig.ts';
import { hallTabs } from './hallRules.ts';
import { onFirstOpen } from '../../frame/lazyDialogs.tsx';
import type { FilterPanelProps } from './FilterPanel.tsx';
import { loginPath } from '../../routes/paths.ts';
import { useSession } from '../../state/hooks.ts';
import { theme } from '@lobby/tokens';

/**
 * The filter panel, fetched the first time the player opens it: with it, the kit's Modal and
 * Radix's dialog code (13 KB gzip) were part of every game list's load before it hydrated.
 */
const FilterPanel = onFirstOpen<FilterPanelProps>(() =>
  import('./FilterPanel.tsx').then((m) => ({ default: m.FilterPanel })),
);

preloadNamespaces('games');

const Page = styled.div`
  ${lobbyPage(theme.space.sm)}
`;
const Count = styled.p`
  margin: 0;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.xs};
`;

const isCategory = (v: string | null): v is GameCategory => !!v && (gameCategories as readonly string[]).includes(v);

/** The vendors of a category, as the hall splits them (docs/product/states.md#game-hall), for the strip and the filter. */
function useCategoryVendors(gameType: GameCategory): VendorEntry[] {
  const { config } = useVendorConfig();
  return useMemo(() => {
    if (!config) return [];
    if (gameType === 'HOT') {
      const all = config.sorting.flatMap((s) => s.vendorNames);
      const hot = new Set(config.mapping.HOT ?? []);
      return stripVendors(all.filter((v) => hot.has(v.vassalage)));
    }
    return stripVendors(hallTabs(config).find((t) => t.category === gameType)?.vendors ?? []);
  }, [config, gameType]);
}

function GameListContent() {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const raw = params.get('gameType');
  const gameType: GameCategory = isCategory(raw) ? raw : 'HOT';
  const navigationType = useNavigationType();
  // Back (or forward) to this entry: the filter the player left it with, not the address's default.
  const [filter, setFilter] = useState<ListFilter>(() => {
    const left = navigationType === 'POP' ? filterLeftAt(location.key) : undefined;
    return left?.gameType === gameType ? left : initialFilter(gameType, params.get('vassalage'));
  });
  const [filterOpen, setFilterOpen] = useState(false);
  // A new gameType in the URL (links to other categories) starts a new filter.
  if (filter.gameType !== gameType) setFilter(initialFilter(gameType, params.get('vassalage')));

  const blocked = tabNeedsSession(filter.tab) && !isLoggedIn;
  const list = useGameList(filter, !blocked, tileInView);
  useReturnTo(list.returnTo);
  const vendors = useCategoryVendors(gameType);
  const favourites = useFavourites();
  const launch = useLaunch('gameList');
  const resolveVendorLogo = useVendorLogos();
  const badgeText = useBadgeText();

  const onTab = useEventCallback((tab: ListTab) => {
    // docs/product/roles.md#guest: guests are sent to /m/login on opening favourites or recent.
    if (tabNeedsSession(tab) && !isLoggedIn) {
      navigate(loginPath, { state: { from: location.pathname + location.search } });
      return;
    }
    setFilter((f) => switchTab(f, tab));
  });
  const onSearch = useCallback((gameName: string) => setFilter((f) => ({ ...f, gameName })), []);
  const onOpenFilter = useCallback(() => setFilterOpen(true), []);
  const onVendor = useCallback((v: string) => setFilter((f) => ({ ...f, vassalage: v || 'ALL' })), []);
  const { remove, restore } = list;
  // Where each removed favourite stood, read through refs so onRemoved / onRestored (tile props)
  // stay the same while pages arrive and the memoised tiles do not all re-render (issue 11).
  const games = useRef(list.games);
  games.current = list.games;
  const removedAt = useRef(new Map<string, number>());
  const onRemoved = useCallback(
    (g: Game) => {
      if (filter.tab !== 'fav') return;
      removedAt.current.set(
        g.nodeId,
        games.current.findIndex((x) => x.nodeId === g.nodeId),
      );
      remove(g.nodeId);
    },
    [filter.tab, remove],
  );
  const onRestored = useCallback(
    (g: Game) => {
      if (filter.tab !== 'fav') return;
      restore(g, Math.max(0, removedAt.current.get(g.nodeId) ?? 0));
      removedAt.current.delete(g.nodeId);
    },
    [filter.tab, restore],
  );
  const renderTile = useCallback(
    (g: Game, i: number) => (
      <GameTileItem
        game={g}
        isFavourite={favourites.ids.has(g.nodeId)}
        toggleFavourite={favourites.toggle}
        launch={launch}
        resolveVendorLogo={resolveVendorLogo}
        badgeText={badgeText}
        // The first tile is the page's largest paint: fetched first, and the page's scripts wait
        // for it (web/src/startScript.ts), as they wait for the home's first banner.
        priority={i === 0 ? 'high' : i < 6}
        onRemoved={onRemoved}
        onRestored={onRestored}
      />
    ),
    [favourites, launch, resolveVendorLogo, badgeText, onRemoved, onRestored],
  );

  const title = t(`category.${gameType}`);
  const firstLoad = list.loading && list.games.length === 0;
  return (
    <Page data-testid="game-list-page">
      <ListTop title={title} />
      <ListSearch initial={filter.gameName} onSearch={onSearch} onOpenFilter={onOpenFilter} />
      <ListTabs value={filter.tab} onValueChange={onTab} />
      {filter.tab !== 'recent' && filter.tab !== 'fav' && vendors.length > 0 && (
        <ListVendors vendors={vendors} value={filter.vassalage} onValueChange={onVendor} />
      )}
      <div role="tabpanel" id="list-panel" aria-label={t(`tabs.${filter.tab}`)}>
        {list.total !== null && (
          <Count aria-live="polite" data-testid="game-count">
            {t('list.count', { count: list.total })}
          </Count>
        )}
        {firstLoad ? (
          <SkeletonGrid count={12} />
        ) : list.error && list.games.length === 0 ? (
          <ErrorState onRetry={list.reload} headingLevel="h2" />
        ) : list.games.length === 0 && !list.loading ? (
          <EmptyState title={t('list.empty')} />
        ) : (
          // docs/product/constants.md#page-sizes: 26 a page, the next within 500 px of the bottom at most once a second; a
          // failed page stops paging (with a retry); far-away pages leave the DOM.
          <InfiniteList
            items={list.games}
            getKey={(g) => g.nodeId}
            aria-label={t('list.label', { category: title })}
            scrollRoot="viewport"
            columns={3}
            // Four rows of three: a phone's first screen shows three (their tops at 405-800 px from
            // 360 x 640 to 430 x 932), and the first page's other 14 tiles follow when the browser is idle.
            // A list the player came back to draws all it holds: the page goes back down it.
            firstRender={list.returnTo === undefined ? 12 : undefined}
            hasMore={list.hasMore}
            loading={list.loading}
            failed={Boolean(list.error)}
            onLoadMore={list.loadMore}
            onRetry={list.retryMore}
            renderItem={renderTile}
          />
        )}
      </div>
      <FilterPanel
        open={filterOpen}
        filter={filter}
        vendors={vendors}
        onClose={() => setFilterOpen(false)}
        onApply={(f) => {
          setFilter((cur) => ({ ...cur, ...f }));
          setFilterOpen(false);
        }}
      />
    </Page>
  );
}

/**
 * Back where the player left the list (useGameList's returnTo): the tile that was first in view goes
 * back to where it was. The rows render over a few frames, the ones above at an estimated height
 * until measured, and the browser makes its own attempt at the place when the entry comes back, so
 * the place is held for a second; the player's own wheel, touch or key ends that at once.
 */
function useReturnTo(to: ListPlace | undefined): void {
  useLayoutEffectInBrowser(() => {
    if (to === undefined) return undefined;
    const until = performance.now() + 1000;
    let id = 0;
    const inputs = ['wheel', 'touchstart', 'keydown'] as const;
    const stop = () => {
      cancelAnimationFrame(id);
      for (const type of inputs) window.removeEventListener(type, stop);
    };
    const hold = () => {
      // The tile, once drawn; until then the offset the page had.
      const drift = to.anchor && anchorDrift(to.anchor);
      if (drift !== undefined) {
        if (Math.abs(drift) > 1) window.scrollBy({ top: drift, left: 0, behavior: 'instant' });
      } else if (Math.abs(window.scrollY - to.scrollY) > 1) {
        window.scrollTo({ top: to.scrollY, left: 0, behavior: 'instant' });
      }
      if (performance.now() < until) id = requestAnimationFrame(hold);
      else stop();
    };
    for (const type of inputs) window.addEventListener(type, stop, { passive: true });
    hold();
    return stop;
  }, [to]);
}

export default function GameListPage() {
  return (
    <PageSuspense>
      <GameListContent />
    </PageSuspense>
  );
}
