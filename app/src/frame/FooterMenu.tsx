/**
 * spec 2 footer menu: home, activity, a central deposit button with a '+1%' badge, invite friends,
 * members (mine) with the unclaimed-promotions count when above 0.
 * TODO(kit FooterMenu): switch to the kit part when ui-kit exports it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import styled from 'styled-components';
import { Badge } from '@lobby/ui-kit';
import { unclaimedPromotionsState } from '../state/member.ts';
import { GiftIcon, HomeIcon, PlusIcon, UserIcon, UsersIcon } from './icons.tsx';

const Nav = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.layer.sticky};
  height: ${({ theme }) => theme.footer.height};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.footer.bg};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    height: 100%;
    margin: 0 auto;
    padding: 0;
    max-width: ${({ theme }) => theme.size.pageMax};
    list-style: none;
  }
`;
const Tab = styled(NavLink)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  color: ${({ theme }) => theme.footer.fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-decoration: none;
  svg {
    font-size: ${({ theme }) => theme.size.icon};
  }
  &.active {
    color: ${({ theme }) => theme.footer.activeFg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
const Center = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  margin-top: calc(-1 * ${({ theme }) => theme.space.lg});
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.button.primaryBg};
  color: ${({ theme }) => theme.button.primaryFg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;
const Corner = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xxs};
  inset-inline-start: 55%;
`;

function Item({
  to,
  icon,
  label,
  badge,
  testId,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
  testId: string;
}) {
  return (
    <li>
      <Tab to={to} data-testid={testId}>
        {icon}
        <span>{label}</span>
        {badge && <Corner>{badge}</Corner>}
      </Tab>
    </li>
  );
}

export function FooterMenu() {
  const { t } = useTranslation('common');
  const unclaimed = useRecoilValue(unclaimedPromotionsState);
  return (
    <Nav aria-label={t('nav.header.menu')} data-testid="footer">
      <ul>
        <Item to="/m/home" icon={<HomeIcon />} label={t('nav.footer.home')} testId="footer-home" />
        <Item to="/m/activity" icon={<GiftIcon />} label={t('nav.footer.activity')} testId="footer-activity" />
        <Item
          to="/m/voucherCenter"
          icon={
            <Center>
              <PlusIcon />
            </Center>
          }
          label={t('nav.footer.deposit')}
          badge={<Badge text={t('nav.footer.depositBadge')} />}
          testId="footer-deposit"
        />
        <Item to="/m/inviteFriends" icon={<UsersIcon />} label={t('nav.footer.invite')} testId="footer-invite" />
        <Item
          to="/m/mine"
          icon={<UserIcon />}
          label={t('nav.footer.mine')}
          badge={unclaimed > 0 ? <Badge count={unclaimed} /> : undefined}
          testId="footer-mine"
        />
      </ul>
    </Nav>
  );
}
