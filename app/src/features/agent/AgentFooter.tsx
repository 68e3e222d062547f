/**
 * docs/product/agent.md#agent-footer agent footer: Home, Open account, Dividend (only when enabled), Announcements (with the
 * unread badge of the type A announcements). Navigation does nothing without a stored session.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, BellIcon, HomeIcon, PlusIcon } from '@lobby/ui-kit';
import { CoinsIcon } from './icons.tsx';
import { theme } from '@lobby/tokens';

const Nav = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${theme.layer.sticky};
  height: ${theme.footer.height};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${theme.footer.bg};
  box-shadow: ${theme.shadow.overlay};
  ul {
    display: grid;
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    height: 100%;
    margin: 0 auto;
    padding: 0;
    max-width: ${theme.size.pageMax};
    list-style: none;
  }
`;
const Tab = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  width: 100%;
  height: 100%;
  border: 0;
  background: none;
  color: ${theme.footer.fg};
  font: inherit;
  font-size: ${theme.font.size.xs};
  cursor: pointer;
  svg {
    font-size: ${theme.size.icon};
  }
  &[aria-current='page'] {
    color: ${theme.footer.activeFg};
    font-weight: ${theme.font.weight.bold};
  }
`;
const Corner = styled.span`
  position: absolute;
  top: ${theme.space.xxs};
  inset-inline-start: calc(50% + ${theme.space.xs});
`;

export type AgentFooterTab = 'home' | 'openAccount' | 'dividend' | 'notice';
export const agentFooterPath: Record<AgentFooterTab, string> = {
  home: '/m/home',
  openAccount: '/m/agentRegister',
  dividend: '/m/member/agent/agentDivident',
  notice: '/m/member/notice?types=A',
};

export function AgentFooter({
  dividendEnabled,
  unreadNotices,
  onGo,
}: {
  dividendEnabled: boolean;
  unreadNotices: number;
  onGo: (path: string) => void;
}) {
  const { t } = useTranslation('agent');
  const tabs: { id: AgentFooterTab; icon: ReactNode; badge?: number }[] = [
    { id: 'home', icon: <HomeIcon /> },
    { id: 'openAccount', icon: <PlusIcon /> },
    ...(dividendEnabled ? [{ id: 'dividend' as const, icon: <CoinsIcon /> }] : []),
    { id: 'notice', icon: <BellIcon />, badge: unreadNotices },
  ];
  return (
    <Nav aria-label={t('footer.label')} data-testid="agent-footer">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Tab type="button" data-tab={tab.id} onClick={() => onGo(agentFooterPath[tab.id])}>
              {tab.icon}
              <span>{t(`footer.${tab.id}`)}</span>
              {tab.badge !== undefined && tab.badge > 0 && (
                <Corner data-testid="notice-badge">
                  <Badge count={tab.badge} label={t('unread', { count: tab.badge })} />
                </Corner>
              )}
            </Tab>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
