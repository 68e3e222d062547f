/**
 * The game areas /m/gameCenter, /m/slotsCenter, /m/gameLobby (docs/product/home-and-games.md#game-categories): lobby views of the same data
 * as the hall: each category with its providers (launched by the docs/product/calls.md#launch rules) and a link to its
 * full list. The slots center shows the slot (RNG) and fishing categories only.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GameCategory } from '@lobby/contract';
import { SkeletonGrid } from '@lobby/ui-kit';
import { ErrorState } from '../../frame/ErrorState.tsx';
import { hallTabs } from './hallRules.ts';
import { useLaunch } from './useLaunch.ts';
import { useVendorConfig } from './useVendorConfig.ts';
import { PageSuspense, preloadNamespaces } from './PageSuspense.tsx';
import { gamesPage, tileButton, tileList } from './parts.styles.ts';
import { theme } from '@lobby/tokens';
import { Art } from '../shared/art.tsx';

const Page = styled.div`
  ${gamesPage}
`;
const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  a {
    color: ${theme.color.fg.link};
    min-height: ${theme.size.touch};
    display: inline-flex;
    align-items: center;
    font-size: ${theme.font.size.sm};
  }
`;
const Vendors = styled.ul`
  ${tileList}
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.xs};
`;
const Vendor = styled.button`
  ${tileButton}
  justify-items: center;
  gap: ${theme.space.xxs};
  min-height: calc(${theme.size.touch} * 2);
  border: 1px solid ${theme.color.border.default};
  font-size: ${theme.font.size.xs};
  img {
    width: 100%;
    height: ${theme.size.icon};
    object-fit: contain;
  }
`;

export interface GameAreaProps {
  title: string;
  /** Categories to show; all of the hall's when absent. */
  only?: readonly GameCategory[];
  testId: string;
}

export function GameArea({ title, only, testId }: GameAreaProps) {
  const { t } = useTranslation('games');
  const { config, failed, retry } = useVendorConfig();
  const launch = useLaunch();
  const tabs = hallTabs(config).filter((x) => x.vendors.length > 0 && (!only || only.includes(x.category)));
  return (
    <Page data-testid={testId}>
      <h2>{title}</h2>
      {failed && !config ? (
        <ErrorState onRetry={retry} headingLevel="h2" />
      ) : !config ? (
        <SkeletonGrid count={9} />
      ) : (
        tabs.map((tab) => (
          <Section key={tab.category} aria-labelledby={`area-${tab.category}`}>
            <div>
              <h3 id={`area-${tab.category}`}>{t(`category.${tab.category}`)}</h3>
              <Link to={`/m/gameList?gameType=${tab.category}`}>{t('center.seeAll')}</Link>
            </div>
            <Vendors aria-label={`${t(`category.${tab.category}`)}: ${t('center.providers')}`}>
              {tab.vendors.map((v) => (
                <li key={`${v.gameType}-${v.vassalage}`}>
                  <Vendor type="button" onClick={() => launch({ kind: 'vendor', vendor: v })}>
                    <Art src={v.logoUrl} alt="" width={80} height={28} loading="lazy" />
                    {v.accountTypeName}
                  </Vendor>
                </li>
              ))}
            </Vendors>
          </Section>
        ))
      )}
    </Page>
  );
}

preloadNamespaces('games');

const areaTitles = {
  gameCenter: 'center.gameCenter',
  gameLobby: 'center.gameLobby',
  slotsCenter: 'center.slotsCenter',
} as const;

/** One game area as a route: its title and test id by route id, under the games words' boundary. */
function AreaRoute({ id, only }: { id: keyof typeof areaTitles; only?: GameAreaProps['only'] }) {
  const { t } = useTranslation('games');
  return <GameArea title={t(areaTitles[id])} testId={id} only={only} />;
}

/** /m/gameCenter (docs/product/screens-and-routes.md#route-list). */
export function GameCenterPage() {
  return (
    <PageSuspense>
      <AreaRoute id="gameCenter" />
    </PageSuspense>
  );
}

/** /m/gameLobby (docs/product/screens-and-routes.md#route-list). */
export function GameLobbyPage() {
  return (
    <PageSuspense>
      <AreaRoute id="gameLobby" />
    </PageSuspense>
  );
}

/** /m/slotsCenter (docs/product/screens-and-routes.md#route-list): the slot (RNG) and fishing categories only. */
export function SlotsCenterPage() {
  return (
    <PageSuspense>
      <AreaRoute id="slotsCenter" only={['RNG', 'FISH']} />
    </PageSuspense>
  );
}
