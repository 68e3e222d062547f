import type { MouseEvent, ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { format } from '../provider/labels.ts';
import { useKit, useLabels } from '../provider/KitProvider.tsx';
import { GiftIcon, HomeIcon, UserIcon, UsersIcon, WalletIcon } from '../icons/icons.tsx';
import { Bonus, Count, IconWrap, Label, Link, List, Nav, Raised } from './FooterMenu.styles.ts';

/** The five entries of docs/product/member.md#menu, in order. */
export type FooterItemKey = 'home' | 'activity' | 'deposit' | 'invite' | 'members';

export interface FooterMenuProps {
  /** Where each entry leads (e.g. /m/home, /m/activity, /m/voucherCenter, /m/invite, /m/mine). */
  hrefs: Record<FooterItemKey, string>;
  /** The entry of the current page, marked aria-current; none on pages outside the footer. */
  active?: FooterItemKey;
  /** Called on a plain click with the entry and its href; modified clicks keep browser behaviour. */
  onNavigate?: (key: FooterItemKey, href: string) => void;
  /** Unclaimed promotions; the members badge shows only above 0 (docs/product/screens-and-routes.md#footer-menu). @default 0 */
  unclaimedCount?: number;
  /** The deposit button's badge text (docs/product/constants.md#money). @default '+1%' */
  depositBadge?: string;
}

const icons: Record<Exclude<FooterItemKey, 'deposit'>, ReactNode> = {
  home: <HomeIcon />,
  activity: <GiftIcon />,
  invite: <UsersIcon />,
  members: <UserIcon />,
};

/**
 * The bottom navigation of docs/product/screens-and-routes.md#footer-menu: home, activity, a raised deposit button with its '+1%' badge,
 * invite friends and members with the unclaimed-promotions count. The app hides it on the pages
 * docs/product/screens-and-routes.md#footer-menu lists; the bar keeps clear of the home indicator with the safe-area inset.
 */
export function FooterMenu({ hrefs, active, onNavigate, unclaimedCount = 0, depositBadge = '+1%' }: FooterMenuProps) {
  const labels = useLabels();
  const { locale } = useKit();
  const names: Record<FooterItemKey, string> = {
    home: labels.home,
    activity: labels.activity,
    deposit: labels.deposit,
    invite: labels.inviteFriends,
    members: labels.members,
  };
  const keys: FooterItemKey[] = ['home', 'activity', 'deposit', 'invite', 'members'];
  const click = (key: FooterItemKey) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(key, hrefs[key]);
  };
  return (
    <Nav aria-label={labels.mainNavigation}>
      <List>
        {keys.map((key) => (
          <li key={key}>
            <Link href={hrefs[key]} aria-current={active === key ? 'page' : undefined} onClick={click(key)}>
              {key === 'deposit' ? (
                <Raised>
                  <WalletIcon />
                  <Bonus>
                    <Badge text={depositBadge} tone="danger" label={labels.depositBonus} />
                  </Bonus>
                </Raised>
              ) : (
                <IconWrap>
                  {icons[key]}
                  {key === 'members' && unclaimedCount > 0 && (
                    <Count>
                      <Badge
                        count={unclaimedCount}
                        label={format(locale, labels.unclaimedPromotions, unclaimedCount)}
                      />
                    </Count>
                  )}
                </IconWrap>
              )}
              <Label>{names[key]}</Label>
            </Link>
          </li>
        ))}
      </List>
    </Nav>
  );
}
