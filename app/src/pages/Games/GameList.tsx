/**
 * /m/gameList?gameType=... (spec 2, 4, 7, 9): search (Enter submits), tabs all/recent/favourites/
 * hot, vendor strip, filter panel, a windowed infinite list (26 a page, recent 25), empty and
 * error states; language change reloads; an English / Filipino picker.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { gameCategories } from '@lobby/contract';
import type { Game, GameCategory, VendorEntry } from '@lobby/contract';
import { Button, EmptyState, FilterIcon, SearchIcon } from '@lobby/ui-kit';
import { ErrorState } from '../../frame/ErrorState.tsx';
import { CategoryTabs } from '../../features/games/CategoryTabs.tsx';
import { FilterPanel } from '../../features/games/FilterPanel.tsx';
import { GameGrid } from '../../features/games/GameGrid.tsx';
import { GameTileCell } from '../../features/games/GameTileCell.tsx';
import { PageSuspense, preloadNamespaces } from '../../features/games/PageSuspense.tsx';
import { Skeleton } from '../../features/games/Skeleton.tsx';
import { initialFilter, listTabs, stripVendors, switchTab, tabNeedsSession } from '../../features/games/listRules.ts';
import type { ListFilter, ListTab } from '../../features/games/listRules.ts';
import { useFavourites } from '../../features/games/useFavourites.ts';
import { useGameList } from '../../features/games/useGameList.ts';
import { useLaunch } from '../../features/games/useLaunch.ts';
import { useVendorConfig } from '../../features/games/useVendorConfig.ts';
import { VendorStrip } from '../../features/games/VendorStrip.tsx';
import { hallTabs } from '../../features/home/hallRules.ts';
import { currentLanguageCode, setLanguage } from '../../i18n/index.ts';
import { loginPath } from '../../routes/table.ts';
import { useSession } from '../../state/hooks.ts';

preloadNamespaces('games');

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  select {
    min-height: ${({ theme }) => theme.size.touch};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.input.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.input.bg};
    color: ${({ theme }) => theme.input.fg};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  label {
    position: relative;
    flex: 1;
    display: flex;
    align-items: center;
  }
  label > svg {
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.fg.muted};
  }
  input {
    width: 100%;
    min-height: ${({ theme }) => theme.size.touch};
    padding: 0 ${({ theme }) => theme.space.sm} 0
      calc(${({ theme }) => theme.space.sm} * 2 + ${({ theme }) => theme.size.iconSm});
    border: 1px solid ${({ theme }) => theme.input.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.input.bg};
    color: ${({ theme }) => theme.input.fg};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
const FilterButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;
const End = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const isCategory = (v: string | null): v is GameCategory => !!v && (gameCategories as readonly string[]).includes(v);

/** The vendors of a category, as the hall splits them (spec 4), for the strip and the filter. */
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
  const [filter, setFilter] = useState<ListFilter>(() => initialFilter(gameType, params.get('vassalage')));
  const [query, setQuery] = useState('');
  const [filterOpen, setFilterOpen] = useState(false);
  // A new gameType in the URL (links to other categories) starts a new filter.
  if (filter.gameType !== gameType) setFilter(initialFilter(gameType, params.get('vassalage')));

  const blocked = tabNeedsSession(filter.tab) && !isLoggedIn;
  const list = useGameList(filter, !blocked);
  const vendors = useCategoryVendors(gameType);
  const favourites = useFavourites();
  const launch = useLaunch('gameList');

  const onTab = (tab: ListTab) => {
    // spec 6: guests are sent to /m/login on opening favourites or recent.
    if (tabNeedsSession(tab) && !isLoggedIn) {
      navigate(loginPath, { state: { from: location.pathname + location.search } });
      return;
    }
    setFilter((f) => switchTab(f, tab));
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setFilter((f) => ({ ...f, gameName: query.trim() }));
  };
  const { remove, restore } = list;
  const onRemoved = useCallback(
    (g: Game) => {
      if (filter.tab === 'fav') remove(g.nodeId);
    },
    [filter.tab, remove],
  );
  const indexOf = useMemo(() => new Map(list.games.map((g, i) => [g.nodeId, i])), [list.games]);
  const onRestored = useCallback(
    (g: Game) => {
      if (filter.tab === 'fav') restore(g, indexOf.get(g.nodeId) ?? 0);
    },
    [filter.tab, restore, indexOf],
  );

  const title = t(`category.${gameType}`);
  const firstLoad = list.loading && list.games.length === 0;
  return (
    <Page data-testid="game-list-page">
      <Top>
        <h2>{title}</h2>
        <select
          aria-label={t('language.label')}
          value={currentLanguageCode() === 'EN' ? 'EN' : 'TY'}
          onChange={(e) => void setLanguage(e.target.value)}
          data-testid="language-picker"
        >
          <option value="EN">{t('language.EN')}</option>
          <option value="TY">{t('language.TY')}</option>
        </select>
      </Top>
      <Search role="search" onSubmit={onSearch}>
        <label>
          <SearchIcon aria-hidden="true" />
          <input
            type="search"
            enterKeyHint="search"
            value={query}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="game-search"
          />
        </label>
        <FilterButton
          type="button"
          aria-haspopup="dialog"
          onClick={() => setFilterOpen(true)}
          data-testid="filter-open"
        >
          <FilterIcon aria-hidden="true" />
          {t('filter.open')}
        </FilterButton>
      </Search>
      <CategoryTabs
        items={listTabs.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}
        value={filter.tab}
        onChange={onTab}
        label={t('tabs.label')}
        idPrefix="list"
        testId="list-tabs"
      />
      {filter.tab !== 'recent' && filter.tab !== 'fav' && vendors.length > 0 && (
        <VendorStrip
          vendors={vendors}
          value={filter.vassalage}
          onChange={(v) => setFilter((f) => ({ ...f, vassalage: v }))}
          allLabel={t('vendors.all')}
          label={t('vendors.label')}
        />
      )}
      <div role="tabpanel" id="list-panel" aria-labelledby={`list-tab-${filter.tab}`}>
        {list.total !== null && (
          <Count aria-live="polite" data-testid="game-count">
            {t('list.count', { count: list.total })}
          </Count>
        )}
        {firstLoad ? (
          <Skeleton rows={4} columns={3} />
        ) : list.error && list.games.length === 0 ? (
          <ErrorState onRetry={list.reload} headingLevel="h2" />
        ) : list.games.length === 0 && !list.loading ? (
          <EmptyState title={t('list.empty')} />
        ) : (
          <>
            <GameGrid
              items={list.games}
              keyOf={(g) => g.nodeId}
              label={t('list.label', { category: title })}
              loading={list.loading}
              hasMore={list.hasMore}
              onEndReached={list.loadMore}
              renderItem={(g, i) => (
                <GameTileCell
                  game={g}
                  favourites={favourites}
                  launch={launch}
                  eager={i < 6}
                  onRemoved={onRemoved}
                  onRestored={onRestored}
                />
              )}
            />
            {list.loading ? (
              <End aria-live="polite">{t('list.loadingMore')}</End>
            ) : list.error ? (
              <End>
                <Button variant="secondary" size="sm" onClick={list.retryMore}>
                  {t('list.retry')}
                </Button>
              </End>
            ) : !list.hasMore ? (
              <End data-testid="list-end">{t('list.end')}</End>
            ) : null}
          </>
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

export default function GameListPage() {
  return (
    <PageSuspense>
      <GameListContent />
    </PageSuspense>
  );
}
