/**
 * docs/product/home-and-games.md#game-hall, docs/product/states.md#game-hall game hall: a category menu with one tab per category (hall rules: HOT first if the
 * sorting lacks it, SPORTS split into COCKFIGHT, SPORTS, ESPORTS; the active tab starts at 0) and a
 * game list for the selected tab, with the category's providers and a link to its full list.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Game, GameCategory } from '@lobby/contract';
import { CategoryMenu, EmptyState, GameGrid, SkeletonGrid } from '@lobby/ui-kit';
import { ErrorState } from '../../frame/ErrorState.tsx';
import { toTileData, useBadgeText, useVendorLogos } from '../games/gameTiles.tsx';
import { useFavourites } from '../games/useFavourites.ts';
import { useLaunch } from '../games/useLaunch.ts';
import { useLoad } from '../shared/useLoad.ts';
import { useVendorConfig } from '../games/useVendorConfig.ts';
import { hallTabs, initialHallTab } from '../games/hallRules.ts';
import { useLanguageChange, useLanguageCode, languageReloadDelay } from '../../i18n/index.ts';
import { theme } from '@lobby/tokens';
import { Art } from '../shared/art.tsx';
import { hallGames, hallGamesKey, loadHallGames } from './hallData.ts';

// minmax(0, 1fr): the category strip scrolls sideways instead of widening the page.
const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
`;
const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  a {
    color: ${theme.color.fg.link};
    font-size: ${theme.font.size.sm};
    min-height: ${theme.size.touch};
    display: inline-flex;
    align-items: center;
  }
`;
const Vendors = styled.ul`
  display: flex;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
`;
const VendorButton = styled.button`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xxs};
  min-width: calc(${theme.size.touch} * 1.75);
  padding: ${theme.space.xs};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.surface};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.xs};
  cursor: pointer;
  img {
    width: ${theme.size.touch};
    height: ${theme.size.iconSm};
    object-fit: contain;
  }
`;
function HallGames({ category }: { category: GameCategory }) {
  const { t } = useTranslation(['home', 'games']);
  const language = useLanguageCode();
  const { data, error, loading, reload } = useLoad((signal) => loadHallGames(category, language, signal), [category], {
    firstScreenKey: hallGamesKey(category, language),
  });
  useLanguageChange(reload, languageReloadDelay.gameList);
  if (error) return <ErrorState onRetry={reload} headingLevel="h2" />;
  if (loading && !data) return <SkeletonGrid count={9} />;
  const games: Game[] = (data ?? []).slice(0, hallGames);
  if (games.length === 0) return <EmptyState title={t('hall.empty')} />;
  return <HallGrid games={games} label={t('games:list.label', { category: t(`games:category.${category}`) })} />;
}

/** The category's games in the kit's GameGrid: launch and favourite star wired to the app's rules. */
function HallGrid({ games, label }: { games: Game[]; label: string }) {
  const { t } = useTranslation('games');
  const launch = useLaunch();
  const favourites = useFavourites();
  const resolveVendorLogo = useVendorLogos();
  const badgeText = useBadgeText();
  const tiles = useMemo(() => games.map((g) => toTileData(g, favourites.ids.has(g.nodeId))), [games, favourites.ids]);
  const byId = useMemo(() => new Map(games.map((g) => [g.nodeId, g])), [games]);
  return (
    <div data-testid="hall-games">
      <GameGrid
        games={tiles}
        label={label}
        eagerCount={0}
        badgeText={badgeText}
        resolveVendorLogo={resolveVendorLogo}
        favouriteLabel={(tile) => t(tile.isFavourite ? 'favourite.remove' : 'favourite.add', { name: tile.name })}
        onLaunch={(tile) => {
          const g = byId.get(tile.id);
          if (g) launch({ kind: 'game', game: g });
        }}
        onToggleFavourite={(tile) => {
          const g = byId.get(tile.id);
          if (g) favourites.toggle(g);
        }}
      />
    </div>
  );
}

export default function GameHall() {
  const { t } = useTranslation(['home', 'games']);
  const { config, failed, retry } = useVendorConfig();
  const launch = useLaunch();
  const tabs = hallTabs(config);
  const [active, setActive] = useState(initialHallTab);
  const tab = tabs[active] ?? tabs[0]!;
  if (failed && !config) return <ErrorState onRetry={retry} headingLevel="h2" />;
  return (
    <Section aria-labelledby="hall-title" data-testid="game-hall">
      <Head>
        <h2 id="hall-title">{t('hall.label')}</h2>
        <Link to={`/m/gameList?gameType=${tab.category}`}>{t('hall.seeAll')}</Link>
      </Head>
      {/* docs/product/states.md#popup: tabs are tabs (WAI-ARIA): the kit's CategoryMenu controls the panel below */}
      <div data-testid="hall-tabs">
        <CategoryMenu
          categories={tabs.map((x, i) => ({ value: String(i), label: t(`games:category.${x.category}`) }))}
          value={String(active)}
          onValueChange={(v) => setActive(Number(v))}
          aria-label={t('hall.label')}
          panelId="hall-panel"
        />
      </div>
      <div role="tabpanel" id="hall-panel" aria-label={t(`games:category.${tab.category}`)}>
        {tab.vendors.length > 0 && (
          <Vendors aria-label={t('hall.vendors')}>
            {tab.vendors.map((v) => (
              <li key={`${v.gameType}-${v.vassalage}`}>
                <VendorButton
                  type="button"
                  data-testid="hall-vendor"
                  onClick={() => launch({ kind: 'vendor', vendor: v })}
                >
                  <Art src={v.logoUrl} alt="" width={44} height={24} loading="lazy" />
                  {v.accountTypeName}
                </VendorButton>
              </li>
            ))}
          </Vendors>
        )}
        <HallGames key={tab.category} category={tab.category} />
      </div>
    </Section>
  );
}
