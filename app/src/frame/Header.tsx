/**
 * docs/product/screens-and-routes.md#header header through the kit's Header and PopupMenu: hidden on login, register, mine and agent
 * (the route table says which); on home a logo with the member's balance or the guest's login
 * links; elsewhere a back button and the page title. The app supplies the words, the routes, the
 * state and its own controls (messages link, language switch) in the kit's slots.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon, Header as KitHeader, MailIcon, PopupMenu, UnreadDot } from '@lobby/ui-kit';
import type { HeaderLink } from '@lobby/ui-kit';
import { supportedLanguages, useLanguageCode } from '../i18n/index.ts';
import { homePath, loginPath } from '../routes/paths.ts';
import { useTapNavigate } from '../state/tapNavigate.ts';
import type { FrameRules } from './frameRules.ts';
import { useBack, useBalance, useFlag, useLanguageSwitch, useSession } from '../state/hooks.ts';
import { routeTitleKey } from './routeTitle.ts';
import * as S from './Header.styles.ts';
import { useAskLogout, useBalanceHidden, useBalanceHiddenState, useUnreadMessages } from '../state/atomHooks.ts';

export function Header({ route }: { route: FrameRules }) {
  if (route.header === 'none') return null;
  return route.header === 'home' ? <HomeHeader /> : <BackHeader route={route} />;
}

function BackHeader({ route }: { route: FrameRules }) {
  const { t } = useTranslation('common');
  // docs/product/home-and-games.md#home: home from login, register, trail, notice, forget and activity; otherwise back one page.
  const back = useBack(route.back);
  return (
    <S.Slot data-testid="header" data-kind="back">
      <KitHeader shape="back" title={t(routeTitleKey(route.id))} onBack={back} />
    </S.Slot>
  );
}

/** A kit link that routes inside the app (no reload) once the tap is painted, keeping a real href. */
function useLink() {
  const navigate = useTapNavigate();
  return useCallback((href: string): HeaderLink => ({ href, onNavigate: (to) => navigate(to) }), [navigate]);
}

function HomeHeader() {
  const { t } = useTranslation(['common', 'shell']);
  const link = useLink();
  const { session } = useSession();
  const balance = useBalance();
  // Hide/show lives in the pop-up menu (docs/product/screens-and-routes.md#header); the header keeps its room for the account name.
  const hidden = useBalanceHidden();
  // docs/product/screens-and-routes.md#header: the register link only when the whitelabel flag DIRECTREG3 is on.
  const directRegister = useFlag('DIRECTREG3');
  const refresh = useCallback(() => balance.refresh().catch(() => undefined), [balance]);
  const slots = {
    logo: (
      <S.LogoMark role="img" aria-label={t('shell:header.logo')}>
        L
      </S.LogoMark>
    ),
    home: link(homePath),
    languageSwitch: (
      <>
        {session && <MessagesLink />}
        <LanguageSwitch />
      </>
    ),
    menu: <FrameMenu />,
  };
  return (
    <S.Slot data-testid="header" data-kind={session ? 'home-member' : 'home-guest'}>
      {session ? (
        <KitHeader
          shape="logo"
          {...slots}
          member={{
            accountName: session.userName,
            balance: balance.sumBalance ?? 0,
            // docs/product/screens-and-routes.md#header, docs/product/states.md#balance: maskable as asterisks; a refresh (also from the menu) hides it until the reload ends.
            balanceHidden: hidden || balance.refreshing || balance.sumBalance === null,
            onRefreshBalance: refresh,
            deposit: link('/m/voucherCenter'),
          }}
        />
      ) : (
        <KitHeader
          shape="logo"
          {...slots}
          guest={{ login: link(loginPath), register: directRegister ? link('/m/register') : undefined }}
        />
      )}
    </S.Slot>
  );
}

/** docs/product/screens-and-routes.md#header pop-up menu: deposit, withdraw, refresh balance; members also hide/show balance and sign out. */
function FrameMenu() {
  const navigate = useTapNavigate();
  const { isLoggedIn } = useSession();
  const balance = useBalance();
  const [hidden, setHidden] = useBalanceHiddenState();
  const askLogout = useAskLogout();
  if (!isLoggedIn) {
    // docs/product/roles.md#guest: guests go to login.
    const toLogin = () => navigate(loginPath);
    return <PopupMenu loggedIn={false} onDeposit={toLogin} onWithdraw={toLogin} onRefreshBalance={toLogin} />;
  }
  return (
    <PopupMenu
      loggedIn
      balanceHidden={hidden}
      onDeposit={() => navigate('/m/voucherCenter')}
      onWithdraw={() => navigate('/m/withdraw')}
      onRefreshBalance={() => void balance.refresh().catch(() => undefined)}
      onToggleBalance={() => setHidden((h) => !h)}
      // docs/product/states.md#logout: sign-out asks with a confirm dialog first (AppShell's LogoutConfirm).
      onSignOut={() => askLogout(true)}
    />
  );
}

function MessagesLink() {
  const { t } = useTranslation(['common', 'shell']);
  const unread = useUnreadMessages();
  return (
    <S.IconLink to="/m/webEmail" aria-label={t('common:nav.header.messages')}>
      <MailIcon />
      {/* docs/product/screens-and-routes.md#header: a red dot when the unread count is above 0 */}
      {unread > 0 && (
        <S.Dot data-testid="mail-dot">
          <UnreadDot count={unread} label={t('shell:header.unread', { count: unread })} />
        </S.Dot>
      )}
    </S.IconLink>
  );
}

/** The language switch: a native select (accessible, no extra code), shown as a globe with the code. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  // The render's own language (on the server, the request's), not the process-wide one.
  const code = useLanguageCode();
  const { picked, switchTo } = useLanguageSwitch();
  const shown = picked ?? code;
  return (
    <S.LanguageWrap data-testid="language-switch" data-lang={i18n.language} aria-busy={picked !== undefined}>
      <GlobeIcon />
      <span aria-hidden="true">{shown}</span>
      <S.LanguageSelect aria-label={t('nav.header.language')} value={shown} onChange={(e) => switchTo(e.target.value)}>
        {supportedLanguages.map((l) => (
          <option key={l.code} value={l.code} lang={l.tag}>
            {l.nativeName}
          </option>
        ))}
      </S.LanguageSelect>
    </S.LanguageWrap>
  );
}
