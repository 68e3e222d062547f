/**
 * docs/product/agent.md#agent-home agent home dashboard (/m/agent): greeting by local hour with the user name, total
 * balance (2 decimals), Withdraw and Deposit, today's four team counters (KPI, size 0,
 * value.footer), the whitelisted navigation grid (online service always), the download panel,
 * the agent footer and the docs/product/states.md#agent-contracts contract check.
 */
import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  AgentGrid,
  Button,
  ChatIcon,
  DepositIcon,
  ErrorState,
  GiftIcon,
  MailIcon,
  RefreshIcon,
  Skeleton,
  TeamCounters,
  UserIcon,
  UsersIcon,
  WalletIcon,
  WithdrawIcon,
  sharedRow,
} from '@lobby/ui-kit';
import type { AgentGridEntry, AgentMenuId } from '@lobby/ui-kit';
import { call } from '../../api/client.ts';
import { formatDay } from '../../i18n/index.ts';
import { useBalance, useFlags, useSession } from '../../state/hooks.ts';
import { readSession } from '../../state/session.ts';
import { AgentFooter } from './AgentFooter.tsx';
import { useNow } from './clock.tsx';
import { ContractAlert } from './ContractCheck.tsx';
import { DownloadPanel } from './DownloadPanel.tsx';
import { ChartIcon, DiceIcon, PercentIcon, ReceiptIcon, ShieldIcon } from './icons.tsx';
import { agentEntryIds, agentEntryPath, entryIdOf, greetingOf, gridIdOf, whitelistEnables, ymd } from './rules.ts';
import type { AgentEntryId } from './rules.ts';
import { Card, money, Muted, Num, Row, Screen, PageFrame } from '../shared/layout.tsx';
import { theme } from '@lobby/tokens';
import { useHydrated, useServiceLinks, useUnreadMessages } from '../../state/atomHooks.ts';
import { useLoad } from '../shared/useLoad.ts';

const Page = styled(Screen)`
  padding-bottom: calc(${theme.footer.height} + ${theme.space.lg});
`;
const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.md};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.bg.accent};
  color: ${theme.color.fg.onAccent};
  h1 {
    margin: 0;
    font-size: ${theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;
const Balance = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  span {
    font-size: ${theme.font.size.sm};
  }
  output {
    font-size: ${theme.font.size.xxl};
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
/* Side by side, or one under the other where the two do not fit (German at 320 px). */
const Actions = styled.div`
  ${sharedRow(theme.space.sm)}
`;
const RefreshButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.size.touch};
  min-height: ${theme.size.touch};
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;
const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
`;

const entryIcons: Record<AgentEntryId, ReactNode> = {
  teamOverview: <UsersIcon />,
  transactionRecord: <ReceiptIcon />,
  teamManagement: <UserIcon />,
  redEnvelopeRain: <GiftIcon />,
  teamProfitAndLoss: <ChartIcon />,
  teamBetting: <DiceIcon />,
  agentRebateSettings: <PercentIcon />,
  agentRebateIncome: <WalletIcon />,
  securityCenter: <ShieldIcon />,
  mail: <MailIcon />,
  onlineService: <ChatIcon />,
};

/** Opened by agents only: the route's guard (routes/AgentsOnly.tsx) sends anyone else away first. */
function Dashboard() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const { session } = useSession();
  const { settings } = useFlags();
  const { sumBalance, refreshing, refresh } = useBalance();
  const serviceLinks = useServiceLinks();
  const now = useNow();
  const hydrated = useHydrated();
  const greeting = greetingOf(now.getHours());
  const today = ymd(now);
  // The mail badge is the frame's unread count (the server renders it with the member's answer).
  const unreadMail = useUnreadMessages();

  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);
  // docs/product/calls.md#agent: team KPI with startDate = endDate = today and size 0; the counters are value.footer.
  // A failed load offers the retry in the counters' place (docs/product/errors.md#network).
  const kpi = useLoad(
    (signal) => call('agentKpi', { query: { startDate: today, endDate: today, size: 0 }, signal }),
    [today],
  );
  const counters = kpi.data?.footer ?? null;
  const merchantCode = session?.merchantCode;
  // docs/product/calls.md#content: agent home announcements: types A, groupName m_home, merchantCode;
  // value.footer.unreadCount. In the server's HTML with the agent's own answer.
  const notices = useLoad(
    (signal) => call('announcements', { query: { types: 'A', groupName: 'm_home', merchantCode }, signal }),
    [merchantCode],
    { firstScreenKey: `agentNotices:${merchantCode ?? ''}` },
  );
  const unreadNotices = notices.data?.footer.unreadCount ?? 0;
  // The mail entry's count is the frame's (useBootData asks once a session starts; the inbox updates it
  // as mail is read): asking again here doubled the call on every first load.

  /** docs/product/agent.md#agent-home: navigation does nothing without a stored session. */
  const go = useCallback(
    (path: string) => {
      if (!readSession()) return;
      navigate(path);
    },
    [navigate],
  );
  const select = (id: AgentEntryId) => {
    if (!readSession()) return;
    if (id === 'onlineService') {
      const link = serviceLinks.LIVECHAT;
      if (link) window.open(link, '_blank', 'noopener,noreferrer');
      else navigate('/m/service');
      return;
    }
    navigate(agentEntryPath[id]);
  };

  // docs/product/agent.md#grid whitelist: the kit's AgentGrid keeps the enabled entries, online service always.
  const entries: AgentGridEntry[] = agentEntryIds.map((id) =>
    id === 'mail'
      ? {
          id: gridIdOf(id),
          label: t(`grid.${id}`),
          icon: entryIcons[id],
          unread: unreadMail,
          unreadLabel: t('unread', { count: unreadMail }),
        }
      : { id: gridIdOf(id), label: t(`grid.${id}`), icon: entryIcons[id] },
  );
  const enabled = whitelistEnables(settings?.agentMenu);

  return (
    <Page>
      <Hero aria-labelledby="agent-greeting">
        <Row>
          {/* docs/product/agent.md: the greeting goes by the phone's hour, which the server cannot
              know: its HTML (and the hydration of it) holds the name alone. The date below too. */}
          <h1 id="agent-greeting" data-testid="agent-greeting" data-greeting={hydrated ? greeting : undefined}>
            {hydrated ? t(`greeting.${greeting}`, { name: session?.userName ?? '' }) : (session?.userName ?? '')}
          </h1>
        </Row>
        <Balance>
          <Row>
            <span id="agent-balance-label">{t('balance')}</span>
            <RefreshButton
              type="button"
              aria-label={t('refreshBalance')}
              onClick={() => refresh().catch(() => undefined)}
            >
              <RefreshIcon />
            </RefreshButton>
          </Row>
          <output aria-labelledby="agent-balance-label" data-testid="agent-balance" aria-busy={refreshing}>
            {sumBalance === null || refreshing ? '–' : money(sumBalance)}
          </output>
        </Balance>
        <Actions>
          <Button variant="secondary" onClick={() => go('/m/withdraw')}>
            <WithdrawIcon /> {t('withdraw')}
          </Button>
          <Button variant="secondary" onClick={() => go('/m/voucherCenter')}>
            <DepositIcon /> {t('deposit')}
          </Button>
        </Actions>
      </Hero>
      <Card aria-labelledby="agent-today">
        <Row>
          <SectionTitle id="agent-today">{t('today.title')}</SectionTitle>
          {/* The phone's own date, like the greeting: the server cannot know the phone's zone. */}
          <Muted>
            <Num>{hydrated ? formatDay(today) : null}</Num>
          </Muted>
        </Row>
        {/* a placeholder of the counters' height until today's KPI is in */}
        <div data-testid="team-counters" aria-busy={counters === null}>
          {counters ? (
            <TeamCounters
              counts={{
                login: counters.teamLoginMemberCount,
                bet: counters.teamBetMemberCount,
                register: counters.teamRegisterMemberCount,
                online: counters.teamOnlineCount,
              }}
              labels={{
                login: t('today.login'),
                bet: t('today.bet'),
                register: t('today.register'),
                online: t('today.online'),
              }}
            />
          ) : kpi.state.status === 'error' ? (
            <ErrorState onRetry={kpi.reload} />
          ) : (
            <Skeleton shape="rect" height="var(--space-xxl)" />
          )}
        </div>
      </Card>
      <Card>
        <div data-testid="agent-grid">
          <AgentGrid
            entries={entries}
            enabled={enabled}
            onSelect={(id: AgentMenuId) => select(entryIdOf(id))}
            label={t('grid.label')}
          />
        </div>
      </Card>
      <DownloadPanel />
      <AgentFooter dividendEnabled={settings?.dividendEnabled === true} unreadNotices={unreadNotices} onGo={go} />
      <ContractAlert session={session} />
    </Page>
  );
}

/** /m/agent: the agent home dashboard (docs/product/agent.md#agent-home, issue 10). */
export default function AgentHomePage() {
  return (
    <PageFrame>
      <Dashboard />
    </PageFrame>
  );
}
