import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useKit, useLabels } from '../provider/KitProvider.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { ChevronLeftIcon, EyeIcon, EyeOffIcon, PlusIcon, RefreshIcon } from '../icons/icons.tsx';
import { formatBalance } from './balance.ts';
import {
  Account,
  Actions,
  Amount,
  BalanceRow,
  Bar,
  DepositLink,
  IconButton,
  Logo,
  Name,
  NameRow,
  SmallButton,
  Spacer,
  TextLink,
  Title,
} from './Header.styles.ts';

/** A link the kit draws but the app routes: `href` for the address, `onNavigate` to route without a reload. */
export interface HeaderLink {
  /** The address, so the link works without script and can open in a new tab. */
  href: string;
  /** Called on a plain click (the default is prevented); modified clicks keep browser behaviour. */
  onNavigate?: (href: string) => void;
}

export interface HeaderMember {
  /** The account name shown above the balance. */
  accountName: string;
  /** Total balance (sumBalance); shown with 2 decimals. */
  balance: number;
  /** Masks the balance as asterisks (the menu's hide/show balance). @default false */
  balanceHidden?: boolean;
  /** Toggles the mask; shows an eye button when given. */
  onToggleBalance?: () => void;
  /** Reloads the balance; the amount hides until the returned promise settles (docs/product/states.md#balance). */
  onRefreshBalance?: () => void | Promise<unknown>;
  /** The deposit shortcut to the voucher center. */
  deposit: HeaderLink;
}

export interface HeaderGuest {
  /** The login link. */
  login: HeaderLink;
  /** The register link; pass it only when the whitelabel flag DIRECTREG3 is on (docs/product/screens-and-routes.md#header). */
  register?: HeaderLink;
}

interface HomeSlots {
  /** The brand logo (an <img> or inline SVG). */
  logo: ReactNode;
  /** Where the logo leads. */
  home: HeaderLink;
  /** The language switch (the app's own control). */
  languageSwitch?: ReactNode;
  /** The menu trigger, usually a <PopupMenu />. */
  menu?: ReactNode;
}

/** The three shapes of docs/product/screens-and-routes.md#header; each carries only what it shows. */
export type HeaderProps =
  | ({ shape: 'logo'; member: HeaderMember; guest?: never } & HomeSlots)
  | ({ shape: 'logo'; guest: HeaderGuest; member?: never } & HomeSlots)
  | {
      shape: 'back';
      /** The page title in the middle. */
      title: string;
      /** Called by the back button; the app decides between history back and /m/home (docs/product/screens-and-routes.md#back). */
      onBack: () => void;
      /** Something at the end (e.g. a help link); a spacer keeps the title centred otherwise. */
      end?: ReactNode;
    }
  | { shape: 'hidden' };

function follow(link: HeaderLink) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    link.onNavigate(link.href);
  };
}

/** True while a refresh runs; the promise's end, not a timer, decides when the balance comes back. */
export function useBalanceRefresh(onRefresh?: () => void | Promise<unknown>): [boolean, () => void] {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(() => {
    if (!onRefresh || busy) return;
    const result = onRefresh();
    if (!result || typeof (result as Promise<unknown>).then !== 'function') return;
    setBusy(true);
    (result as Promise<unknown>)
      .catch(() => undefined)
      .finally(() => {
        if (mounted.current) setBusy(false);
      });
  }, [onRefresh, busy]);
  return [busy, run];
}

function MemberBlock({ member }: { member: HeaderMember }) {
  const labels = useLabels();
  const { locale } = useKit();
  const [refreshing, refresh] = useBalanceRefresh(member.onRefreshBalance);
  const hidden = member.balanceHidden ?? false;
  return (
    <Account>
      <NameRow>
        <Name>{member.accountName}</Name>
        {member.onToggleBalance && (
          <SmallButton
            type="button"
            aria-label={hidden ? labels.showBalance : labels.hideBalance}
            onClick={member.onToggleBalance}
          >
            {hidden ? <EyeOffIcon /> : <EyeIcon />}
          </SmallButton>
        )}
      </NameRow>
      <BalanceRow>
        {refreshing ? (
          <Spinner size="sm" label={labels.refreshingBalance} />
        ) : (
          <Amount
            aria-label={`${labels.totalBalance}: ${hidden ? labels.balanceHidden : formatBalance(member.balance, locale)}`}
          >
            {formatBalance(member.balance, locale, hidden)}
          </Amount>
        )}
        {member.onRefreshBalance && (
          <SmallButton type="button" aria-label={labels.refreshBalance} disabled={refreshing} onClick={refresh}>
            <RefreshIcon />
          </SmallButton>
        )}
      </BalanceRow>
    </Account>
  );
}

/**
 * The page header of docs/product/screens-and-routes.md#header: a logo with the member's balance or the guest's login links on home,
 * a back button and title elsewhere, nothing on login, register, mine and agent.
 */
export function Header(props: HeaderProps) {
  const labels = useLabels();
  if (props.shape === 'hidden') return null;
  if (props.shape === 'back') {
    return (
      <Bar>
        <IconButton type="button" aria-label={labels.back} onClick={props.onBack}>
          <ChevronLeftIcon />
        </IconButton>
        <Title>{props.title}</Title>
        {props.end ?? <Spacer />}
      </Bar>
    );
  }
  const { logo, home, languageSwitch, menu } = props;
  return (
    <Bar>
      <Logo href={home.href} onClick={follow(home)}>
        {logo}
      </Logo>
      {/* A guest's links sit at the end by Actions' own auto margin: no spacer, whose extra gap cost
          the full row (logo, two links, language, menu) its last few pixels. */}
      {props.member && <MemberBlock member={props.member} />}
      <Actions>
        {props.member && (
          <DepositLink
            href={props.member.deposit.href}
            onClick={follow(props.member.deposit)}
            aria-label={labels.deposit}
          >
            <PlusIcon />
          </DepositLink>
        )}
        {props.guest && (
          <>
            <TextLink data-variant="secondary" href={props.guest.login.href} onClick={follow(props.guest.login)}>
              {labels.logIn}
            </TextLink>
            {props.guest.register && (
              <TextLink data-variant="primary" href={props.guest.register.href} onClick={follow(props.guest.register)}>
                {labels.register}
              </TextLink>
            )}
          </>
        )}
        {languageSwitch}
        {menu}
      </Actions>
    </Bar>
  );
}
