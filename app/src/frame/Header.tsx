/**
 * spec 2 header: hidden on login, register, mine and agent (the route table says which); on home a
 * logo with the logged-in or logged-out actions; elsewhere a back button and the page title.
 * TODO(kit Header, PopupMenu): switch to the kit parts when ui-kit exports them.
 */
import { useTranslation } from 'react-i18next';
import { useRecoilValue } from 'recoil';
import { UnreadDot } from '@lobby/ui-kit';
import { currentLanguageCode, formatMoney, setLanguage, supportedLanguages } from '../i18n/index.ts';
import type { RouteEntry } from '../routes/table.ts';
import { useBack, useFlag, useSession } from '../state/hooks.ts';
import { balanceHiddenState, unreadMessagesState, walletState } from '../state/member.ts';
import { BackIcon, GlobeIcon, MailIcon, PlusIcon } from './icons.tsx';
import { PopupMenu } from './PopupMenu.tsx';
import { routeTitleKey } from './routeTitle.ts';
import * as S from './Header.styles.ts';

export function Header({ route }: { route: RouteEntry }) {
  if (route.header === 'none') return null;
  return route.header === 'home' ? <HomeHeader /> : <BackHeader route={route} />;
}

function BackHeader({ route }: { route: RouteEntry }) {
  const { t } = useTranslation('common');
  const back = useBack(route.back);
  return (
    <S.Bar data-testid="header" data-kind="back">
      <S.IconButton type="button" onClick={back} aria-label={t('nav.header.back')} data-testid="header-back">
        <BackIcon />
      </S.IconButton>
      <S.Title>{t(routeTitleKey(route.id))}</S.Title>
      <S.Spacer />
    </S.Bar>
  );
}

function HomeHeader() {
  const { t } = useTranslation(['common', 'shell']);
  const { session } = useSession();
  const directRegister = useFlag('DIRECTREG3');
  return (
    <S.Bar data-testid="header" data-kind={session ? 'home-member' : 'home-guest'}>
      <S.Logo to="/m/home" aria-label={t('shell:header.logo')}>
        <S.LogoMark aria-hidden="true">L</S.LogoMark>
      </S.Logo>
      {session ? (
        <AccountChip userName={session.userName} />
      ) : (
        <S.AuthLinks>
          <S.AuthLink to="/m/login" data-testid="header-login">
            {t('common:nav.header.login')}
          </S.AuthLink>
          {directRegister && (
            <S.AuthLink to="/m/register" $primary data-testid="header-register">
              {t('common:nav.header.register')}
            </S.AuthLink>
          )}
        </S.AuthLinks>
      )}
      <S.Actions>
        {session && <MailButton />}
        <LanguageSwitch />
        <PopupMenu />
      </S.Actions>
    </S.Bar>
  );
}

function AccountChip({ userName }: { userName: string }) {
  const { t } = useTranslation(['common', 'shell']);
  const wallet = useRecoilValue(walletState);
  const hidden = useRecoilValue(balanceHiddenState);
  // spec 2/4: 2 decimals, maskable as asterisks; a refresh hides it until the reload finishes.
  const amount = hidden || wallet.refreshing || wallet.sumBalance === null ? '****' : formatMoney(wallet.sumBalance);
  return (
    <S.Account data-testid="header-account">
      <S.AccountText>
        <S.AccountName>{userName}</S.AccountName>
        <S.Balance data-testid="header-balance" aria-label={`${t('common:nav.header.balance')}: ${amount}`}>
          {amount}
        </S.Balance>
      </S.AccountText>
      <S.DepositLink to="/m/voucherCenter" aria-label={t('common:nav.header.deposit')} data-testid="header-deposit">
        <PlusIcon />
      </S.DepositLink>
    </S.Account>
  );
}

function MailButton() {
  const { t } = useTranslation(['common', 'shell']);
  const unread = useRecoilValue(unreadMessagesState);
  return (
    <S.IconLink to="/m/webEmail" aria-label={t('common:nav.header.messages')} data-testid="header-mail">
      <MailIcon />
      {/* spec 2: a red dot when the unread count is above 0 */}
      {unread > 0 && (
        <S.Dot data-testid="mail-dot">
          <UnreadDot count={unread} label={t('shell:header.unread', { count: unread })} />
        </S.Dot>
      )}
    </S.IconLink>
  );
}

/** The language switch: a native select (accessible, no extra code), styled as an icon with the code. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const code = currentLanguageCode();
  return (
    <S.LanguageWrap data-testid="language-switch" data-lang={i18n.language}>
      <GlobeIcon />
      <S.LanguageCode aria-hidden="true">{code}</S.LanguageCode>
      <S.LanguageSelect
        aria-label={t('nav.header.language')}
        value={code}
        onChange={(e) => {
          void setLanguage(e.target.value);
        }}
      >
        {supportedLanguages.map((l) => (
          <option key={l.code} value={l.code} lang={l.tag}>
            {l.nativeName}
          </option>
        ))}
      </S.LanguageSelect>
    </S.LanguageWrap>
  );
}
