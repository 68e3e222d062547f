/**
 * The root layout of every route (docs/product/screens-and-routes.md#page-frame page frame): start-up gate, header by route, download bar
 * and floating service buttons on home, the page with its fade, the footer where shown, toasts,
 * the offline banner and the logout confirmation. The route table decides the shapes.
 */
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Loading, ToastProvider } from '@lobby/ui-kit';
import { setSessionExpiredHandler } from '../api/client.ts';
import { errorText } from '../api/errors.ts';
import { loginPath } from '../routes/paths.ts';
import { useLogout, useToast } from '../state/hooks.ts';
import { whenIdle } from '../state/idle.ts';
import { DownloadBar } from './DownloadBar.tsx';
import { OfflineBanner, UpdateToast } from './Feedback.tsx';
import { FloatingService } from './FloatingService.tsx';
import { FooterMenu } from './FooterMenu.tsx';
import { frameRulesFor } from './frameRules.ts';
import type { FrameRules } from './frameRules.ts';
import { LazyConfirmDialog } from './lazyDialogs.tsx';
import { Header } from './Header.tsx';
import { PageTransition } from './PageTransition.tsx';
import { StartupGate } from './StartupGate.tsx';
import { useBootData } from './useBootData.ts';
import { useNewPageAtTop } from './useNewPageAtTop.ts';
import { ownBoundary } from './ownBoundary.tsx';
import { theme } from '@lobby/tokens';
import { useLogoutConfirmState, useSetMemberInfo, useSetSession } from '../state/atomHooks.ts';

// The kit's footer is sticky in the flow after <main>, so the page needs no room kept for it.
const Main = styled.main`
  min-height: 100dvh;
  max-width: ${theme.size.pageMax};
  margin: 0 auto;
`;

/** The frame rules of the deepest match (routes carry their table entry as `handle.route`). */
export function useCurrentRoute(): FrameRules {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { route?: FrameRules } | undefined;
    if (handle?.route) return handle.route;
  }
  return { id: 'home', ...frameRulesFor('home') };
}

/**
 * protocol.md: on session expiry clear the session and go to login with the catalogue text.
 *
 * A server-rendered page learns of an expiry from its first calls, while parts of it are still
 * hydrating. Signing out there (Recoil's updates are urgent, transition or not) made React drop the
 * server's markup of every part not yet hydrated and render it again in the browser (#421, then a
 * mismatch per part). So the toast says why at once, and the sign-out and the way to login wait for
 * the main thread's first idle moment (at most a second), after hydration.
 */
function useSessionExpiry() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const setMember = useSetMemberInfo();
  const toast = useToast();
  useEffect(() => {
    setSessionExpiredHandler((code) => {
      const message = errorText(code);
      toast.show(message, { kind: 'error', timing: 'long' });
      // At the main thread's first idle moment, and within a second whatever happens. React hydrates
      // a server-rendered page in slices it keeps posting until every part is done, so the first idle
      // moment after load usually comes after hydration; a busy page (the home's moving parts on a
      // slow phone) still leaves for login within the second.
      whenIdle(
        () => {
          setSession(null);
          setMember(null);
          navigate(loginPath, { replace: true, state: { message, code } });
        },
        { latestMs: 1000, withoutIdleMs: 300 },
      );
    });
    return () => setSessionExpiredHandler(null);
  }, [navigate, setSession, setMember, toast]);
}

function LogoutConfirm() {
  const { t } = useTranslation(['common', 'shell']);
  const [open, setOpen] = useLogoutConfirmState();
  const logout = useLogout();
  const toast = useToast();
  return (
    // docs/product/states.md#popup: in_popup_prompt, in_sure_logout, cancel and submit; then a loading toast and the call.
    <LazyConfirmDialog
      open={open}
      title={t('shell:logout.title')}
      text={t('shell:logout.message')}
      danger
      onCancel={() => setOpen(false)}
      onSubmit={() => {
        setOpen(false);
        toast.show(t('common:shell.loading'), { kind: 'loading' });
        void logout();
      }}
    />
  );
}

// The frame's parts each sit in a boundary of their own (ownBoundary.tsx): the root's hydration is
// the providers and this skeleton; each part hydrates after it, apart. Each part's props stay the
// same object while the frame renders again (its route entry is the route table's own object).
const HeaderPart = ownBoundary(Header);
const DownloadBarPart = ownBoundary(DownloadBar);
const FooterPart = ownBoundary(FooterMenu);
const FloatingPart = ownBoundary(FloatingService);
const LogoutPart = ownBoundary(LogoutConfirm);

function Frame() {
  const route = useCurrentRoute();
  useBootData();
  useSessionExpiry();
  useNewPageAtTop();
  const isHome = route.id === 'home';
  return (
    <div data-route={route.id} data-testid="frame">
      <HeaderPart route={route} />
      {isHome && <DownloadBarPart />}
      <Main id="main">
        <PageTransition>
          {/* A page waiting for its texts (i18next suspends) shows a spinner, never a blank. */}
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </PageTransition>
      </Main>
      {route.footer && <FooterPart routeId={route.id} />}
      {isHome && <FloatingPart />}
      <LogoutPart />
    </div>
  );
}

export function AppShell() {
  return (
    <ToastProvider toastTestId="toast">
      <OfflineBanner />
      <UpdateToast />
      <StartupGate>
        <Frame />
      </StartupGate>
    </ToastProvider>
  );
}
