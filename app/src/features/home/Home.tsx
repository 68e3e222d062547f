/**
 * /m/home (docs/product/home-and-games.md#home): notice bar and download icon, banners, hot-match ticker, jackpot roller, quick
 * buttons, winner board, game hall, login popups and the add-to-home tip. What is above the fold
 * ships in this chunk; the rest loads as its own chunk when it comes near, in a box that holds its
 * height (CLS 0). The first banner is preloaded as soon as the home data answers.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { DownloadIcon, NoticeBar } from '@lobby/ui-kit';
import { platformOf, readEnvironment } from '../../config/standalone.ts';
import { fetchHomeData, loadHomeData } from './homeData.ts';
import { prefetchWinners } from '../games/useWinners.ts';
import type { HomeData } from './homeData.ts';
import type { PopupViewer } from './popupRules.ts';
import { useSession } from '../../state/hooks.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { JackpotBlock } from './JackpotBlock.tsx';
import { LazyBlock } from './LazyBlock.tsx';
import { winnerSlotHeight } from './winnerSlot.ts';
import { PageSuspense, preloadNamespaces } from '../games/PageSuspense.tsx';
import { lobbyPage } from '../games/parts.styles.ts';
import { QuickButtons } from './QuickButtons.tsx';
import { theme } from '@lobby/tokens';
import { useAfterFirstScreen, useDownloadLinks, useHydrated } from '../../state/atomHooks.ts';
import { hasFirstScreen, useFirstScreen } from '../../state/firstScreen.ts';
import { sessionKey } from '../../state/session.ts';
import { runtimeConfig } from '../../config/runtimeConfig.ts';
import { ownBoundary } from '../../frame/ownBoundary.tsx';
import { importApart } from '../../state/idle.ts';

/** The guest's home answer, rendered by the server (state/firstScreen.ts). */
const homeKey = 'home';

const HotMatches = lazy(() => import('./HotMatches.tsx'));
const WinnerBoard = lazy(() => import('./WinnerBoard.tsx'));
// Each import once the page is up starts in a task of its own (importApart, state/idle.ts).
const loadGameHall = () => importApart(() => import('./GameHall.tsx'));
const GameHall = lazy(loadGameHall);
// One element each, made once: the page re-renders while their server markup still hydrates (the
// download links arrive), and a block given new children then would lose its markup (React #421).
const hotMatches = <HotMatches />;
const winnerBoard = <WinnerBoard />;
const gameHall = <GameHall />;
// The server's alone (the hall's answer, not its markup): a browser build has no such chunk.
const HallData = import.meta.env.SSR ? lazy(() => import('./HallData.tsx')) : () => null;
const LoginPopups = lazy(() => importApart(() => import('./LoginPopups.tsx')));
const AddToHomeTip = lazy(() => importApart(() => import('./AddToHomeTip.tsx')));

preloadNamespaces('home', 'games');
// In a browser whose page the server did not render: start the home call while React is still
// rendering (it carries the LCP banner). The winner board is in a phone's first screen: its call
// and its code travel now, beside the home's, not after the home has rendered and the board's
// block found itself in view. A server-rendered page already holds both answers.
if (typeof window !== 'undefined' && !hasFirstScreen(homeKey)) {
  loadHomeData().catch(() => undefined);
  prefetchWinners();
}
if (typeof window !== 'undefined') void import('./WinnerBoard.tsx').catch(() => undefined);

const Page = styled.div`
  ${lobbyPage(theme.space.md)}
`;
/** The kit's notice bar as a pill, like the other blocks' rounded cards. */
const Top = styled.div`
  border-radius: ${theme.radius.pill};
  overflow: hidden;
  /* As tall as with the download icon (a touch target) before the links arrive: it no longer grows
     under the page's first paint (CLS, issue 11). */
  & > * {
    min-height: ${theme.size.touch};
  }
`;
const DownloadLink = styled.a`
  display: grid;
  place-items: center;
  flex: none;
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  border-radius: ${theme.radius.pill};
  color: ${theme.color.fg.accent};
  font-size: ${theme.size.icon};
`;

/** The page's heading, for screen readers (the header shows the logo). */
const Title = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * The download link for this device (docs/product/screens-and-routes.md#download-bar: the download
 * icon). None while the browser hydrates a server-rendered home: the server knew neither the device
 * nor the links (the frame's effect sets them, and that runs before the page's boundary hydrates).
 */
function useDownloadLink(hydrated: boolean): string | undefined {
  const links = useDownloadLinks();
  if (!hydrated) return undefined;
  const platform = platformOf(readEnvironment());
  return platform === 'ios' ? (links.IOS ?? links.MOBILECONFIG) : (links.Android ?? links.IOS);
}

/**
 * The notice bar, with the download icon once the page is the browser's own. A part of its own:
 * the switch from the server's render to the browser's renders whatever asks for it again, so only
 * the bar renders again then, not the whole first screen.
 */
const HomeNoticeBar = ownBoundary(function HomeNoticeBar({ data, failed }: { data: HomeData | null; failed: boolean }) {
  const { t } = useTranslation(['home', 'common']);
  const navigate = useNavigate();
  const download = useDownloadLink(useHydrated());
  return (
    // docs/product/home-and-games.md#notice-bar: the notice bar scrolls the announcement titles, or says 'no announcement'; a tap opens that announcement on /m/notice
    <Top data-testid="notice-bar">
      <NoticeBar
        items={data ? data.notices.map((n) => ({ id: n.id, title: n.title })) : []}
        emptyText={data || failed ? t('common:shell.noAnnouncement') : ''}
        onSelect={(item) => navigate(`/m/notice?id=${encodeURIComponent(item.id)}`)}
        end={
          download && (
            <DownloadLink href={download} target="_blank" rel="noopener noreferrer" aria-label={t('download.label')}>
              <DownloadIcon />
            </DownloadLink>
          )
        }
      />
    </Top>
  );
});

/**
 * The browser's alone, never in the server's markup: the tip depends on the device, the popups on
 * the home data. Mounted once the page has loaded and the browser is idle: no boundary waits there
 * for its chunk while the page above hydrates, and a dialog's focus and scroll lock do not force a
 * layout of the page while its first screen is still being built. A part of its own, so that moment
 * renders only these.
 */
function AfterFirstScreen({ popups, viewer }: { popups: HomeData['popups'] | undefined; viewer: PopupViewer }) {
  const up = useAfterFirstScreen();
  if (!up) return null;
  return (
    <Suspense fallback={null}>
      <AddToHomeTip />
      {popups && <LoginPopups list={popups} viewer={viewer} />}
    </Suspense>
  );
}

// The first-screen blocks hydrate apart, as the frame's parts do ("The home hydrates block by block").
const Banners = ownBoundary(BannerCarousel);
const Jackpot = ownBoundary(JackpotBlock);
const Quick = ownBoundary(QuickButtons);
const noBanners: HomeData['banners'] = [];

function HomeContent() {
  const { t } = useTranslation(['home', 'common']);
  const { session } = useSession();
  // Guest or member, the server renders the home with its data (the banners, the notice bar): a
  // member's is asked with their own session, per request, and the page is never kept.
  const merchantCode = session?.merchantCode ?? runtimeConfig().merchantCode;
  const first = useFirstScreen(homeKey, (signal) => fetchHomeData(signal, merchantCode));
  const [data, setData] = useState<HomeData | null>(first ?? null);
  const [failed, setFailed] = useState(false);
  const skipFirst = useRef(first !== undefined);
  const token = sessionKey(session);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    let live = true;
    loadHomeData().then(
      (d) => live && setData(d),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const viewer = useMemo(
    () => ({ loggedIn: session !== null, firstTimeLogin: session?.firstTimeLogin === true }),
    [session],
  );

  return (
    <Page data-testid="home">
      <Title>{t('title')}</Title>
      <HomeNoticeBar data={data} failed={failed} />
      <Banners banners={data ? data.banners : failed ? noBanners : null} />
      {/* Not rendered by the server: match times show in the phone's time zone, which it does not know. */}
      <LazyBlock minHeight="calc(var(--size-touch) + var(--space-lg))" rootMargin="400px" testId="hot-match-slot" ssr>
        {hotMatches}
      </LazyBlock>
      <Jackpot />
      <Quick />
      <LazyBlock minHeight={winnerSlotHeight} testId="winner-slot" ssr>
        {winnerBoard}
      </LazyBlock>
      {/* Drawn by the browser when near, not sent (docs/decisions/web-server-rendering.md): its answer is. */}
      <HallData />
      {/* Its top is 160-190 px below a phone's first screen: a margin of 200 px would draw it during the load. */}
      <LazyBlock minHeight="calc(var(--size-touch) * 14)" rootMargin="100px" preload={loadGameHall} testId="hall-slot">
        {gameHall}
      </LazyBlock>
      <AfterFirstScreen popups={data?.popups} viewer={viewer} />
    </Page>
  );
}

/** /m/home: the blocks above, under the i18n boundary (the namespace loads in parallel). */
export default function HomePage() {
  return (
    <PageSuspense>
      <HomeContent />
    </PageSuspense>
  );
}
