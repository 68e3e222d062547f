/**
 * The agent's report pages: team overview, team profit and loss, team betting (all three built on
 * the team KPI call, per day — the server has no team P&L or team betting report), agent rebate
 * income (the agent's own rebate records: there is no team rebate-income call), dividends.
 * Date ranges, paging, totals, and small inline-SVG charts where a trend reads better than a table.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@lobby/ui-kit';
import { pageSizes } from '@lobby/contract';
import type { TeamKpiValue } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDateTime, formatDay, formatInteger, formatNumber } from '../../i18n/index.ts';
import { useFlags, useRequireSession } from '../../state/hooks.ts';
import { useClock } from './clock.tsx';
import { daysOf, rangeOf } from './rules.ts';
import type { DateRange, RangePreset } from './rules.ts';
import {
  Card,
  CardTitle,
  DataTable,
  Loadable,
  money,
  Muted,
  Num,
  Screen,
  Stat,
  StatGrid,
  toneOf,
  framed,
} from '../shared/layout.tsx';
import { BarChart, Pager, RangeBar } from './ui.tsx';
import { useLoad } from '../shared/useLoad.ts';

interface Day {
  day: string;
  kpi: TeamKpiValue;
}
/** One KPI call per day of the range (docs/product/calls.md#agent: KPI takes startDate and endDate). */
const loadDays = (range: DateRange): Promise<Day[]> =>
  Promise.all(
    daysOf(range).map((day) =>
      call('agentKpi', { query: { startDate: day, endDate: day } }).then((kpi) => ({ day, kpi })),
    ),
  );
// a chart's or a table's day as MM/DD, in the language's digits
const short = (day: string) => formatDay(day.slice(5).replace('-', '/'));
const sum = (days: readonly Day[], pick: (k: TeamKpiValue) => number) =>
  Math.round(days.reduce((s, d) => s + pick(d.kpi), 0) * 100) / 100;

function useRange(initial: RangePreset) {
  const clock = useClock();
  const [preset, setPreset] = useState<RangePreset>(initial);
  return { preset, setPreset, range: rangeOf(preset, clock()) };
}

export function TeamOverview() {
  const { t } = useTranslation('agent');
  const session = useRequireSession();
  const { preset, setPreset, range } = useRange('today');
  const total = useLoad(() => call('agentKpi', { query: { ...range } }), [range.startDate, range.endDate], {
    enabled: session !== null,
  });
  const clock = useClock();
  const days = useLoad(() => loadDays(rangeOf('last7', clock())), [clock], { enabled: session !== null });
  if (!session) return null;
  return (
    <Screen data-testid="team-overview">
      <RangeBar value={preset} onChange={setPreset} />
      <Loadable state={total.state} onRetry={total.reload} skeletonRows={4}>
        {(k) => (
          <>
            <Card aria-labelledby="ov-team">
              <CardTitle id="ov-team">{t('overview.team')}</CardTitle>
              <StatGrid>
                <Stat label={t('overview.teamSize')} value={formatInteger(k.totals.teamSize)} testId="ov-size" />
                <Stat label={t('overview.teamBalance')} value={money(k.totals.teamBalance)} />
              </StatGrid>
            </Card>
            <Card aria-labelledby="ov-period">
              <CardTitle id="ov-period">
                {t('overview.period')}{' '}
                <Muted>
                  <Num>
                    {range.startDate === range.endDate
                      ? formatDay(range.startDate)
                      : `${formatDay(range.startDate)} – ${formatDay(range.endDate)}`}
                  </Num>
                </Muted>
              </CardTitle>
              <StatGrid>
                <Stat label={t('overview.teamDeposit')} value={money(k.totals.teamDeposit)} />
                <Stat label={t('overview.teamBet')} value={money(k.totals.teamBet)} testId="ov-bet" />
                <Stat
                  label={t('overview.teamProfit')}
                  value={money(k.totals.teamProfit)}
                  tone={toneOf(k.totals.teamProfit)}
                />
                <Stat label={t('today.register')} value={formatInteger(k.footer.teamRegisterMemberCount)} />
                <Stat label={t('today.login')} value={formatInteger(k.footer.teamLoginMemberCount)} />
                <Stat label={t('today.bet')} value={formatInteger(k.footer.teamBetMemberCount)} />
              </StatGrid>
            </Card>
          </>
        )}
      </Loadable>
      <Card aria-labelledby="ov-chart">
        <CardTitle id="ov-chart">{t('overview.chartBet')}</CardTitle>
        <Loadable state={days.state} onRetry={days.reload} skeletonRows={2}>
          {(list) => (
            <BarChart
              label={`${t('overview.chartBet')}: ${list.map((d) => `${formatDay(d.day)} ${money(d.kpi.totals.teamBet)}`).join(', ')}`}
              points={list.map((d) => ({ label: short(d.day), value: d.kpi.totals.teamBet }))}
            />
          )}
        </Loadable>
      </Card>
    </Screen>
  );
}

/** Team P&L and team betting: a per-day table with totals and a chart over the chosen range. */
export function TeamDaily({ kind }: { kind: 'pnl' | 'betting' }) {
  const { t } = useTranslation('agent');
  const session = useRequireSession();
  const { preset, setPreset, range } = useRange('last7');
  const { state, reload } = useLoad(() => loadDays(range), [range.startDate, range.endDate], {
    enabled: session !== null,
  });
  if (!session) return null;
  const pnl = kind === 'pnl';
  return (
    <Screen data-testid={pnl ? 'team-pnl' : 'team-betting'}>
      <RangeBar value={preset} onChange={setPreset} />
      <Muted>{t(pnl ? 'pnl.note' : 'betting.note')}</Muted>
      <Loadable state={state} onRetry={reload} skeletonRows={6}>
        {(days) => {
          const totalBet = sum(days, (k) => k.totals.teamBet);
          const totalProfit = sum(days, (k) => k.totals.teamProfit);
          const totalDeposit = sum(days, (k) => k.totals.teamDeposit);
          const chartTitle = pnl ? t('overview.chartProfit') : t('overview.chartBet');
          const pick = (k: TeamKpiValue) => (pnl ? k.totals.teamProfit : k.totals.teamBet);
          return (
            <>
              <Card>
                <StatGrid>
                  <Stat label={t('overview.teamBet')} value={money(totalBet)} testId="daily-total-bet" />
                  {pnl ? (
                    <Stat
                      label={t('overview.teamProfit')}
                      value={money(totalProfit)}
                      tone={toneOf(totalProfit)}
                      testId="daily-total-profit"
                    />
                  ) : (
                    <Stat
                      label={t('betting.bettors')}
                      value={formatInteger(Math.max(0, ...days.map((d) => d.kpi.footer.teamBetMemberCount)))}
                    />
                  )}
                </StatGrid>
              </Card>
              {days.length > 1 && (
                <Card aria-labelledby="daily-chart">
                  <CardTitle id="daily-chart">{chartTitle}</CardTitle>
                  <BarChart
                    label={`${chartTitle}: ${days.map((d) => `${formatDay(d.day)} ${money(pick(d.kpi))}`).join(', ')}`}
                    points={days.map((d) => ({ label: short(d.day), value: pick(d.kpi) }))}
                  />
                </Card>
              )}
              <Card>
                <DataTable
                  caption={pnl ? t('grid.teamProfitAndLoss') : t('grid.teamBetting')}
                  testId="daily-table"
                  head={
                    pnl
                      ? [t('overview.day'), t('pnl.bet'), t('pnl.profit'), t('pnl.deposit')]
                      : [t('overview.day'), t('betting.bettors'), t('betting.bet')]
                  }
                  rows={[...days]
                    .reverse()
                    .map((d) =>
                      pnl
                        ? [
                            short(d.day),
                            money(d.kpi.totals.teamBet),
                            money(d.kpi.totals.teamProfit),
                            money(d.kpi.totals.teamDeposit),
                          ]
                        : [short(d.day), formatInteger(d.kpi.footer.teamBetMemberCount), money(d.kpi.totals.teamBet)],
                    )}
                  foot={
                    pnl
                      ? [t('total'), money(totalBet), money(totalProfit), money(totalDeposit)]
                      : [t('total'), '', money(totalBet)]
                  }
                />
              </Card>
            </>
          );
        }}
      </Loadable>
    </Screen>
  );
}

export function RebateIncome() {
  const { t } = useTranslation('agent');
  const session = useRequireSession();
  const { preset, setPreset, range } = useRange('last30');
  const [page, setPage] = useState(1);
  const { state, reload } = useLoad(
    () => call('rebateReport', { query: { ...range, pageNo: page, pageSize: pageSizes.default } }),
    [range.startDate, range.endDate, page],
    { enabled: session !== null },
  );
  if (!session) return null;
  return (
    <Screen data-testid="rebate-income">
      <RangeBar
        value={preset}
        onChange={(p) => {
          setPage(1);
          setPreset(p);
        }}
      />
      <Muted>{t('income.note')}</Muted>
      <Loadable state={state} onRetry={reload} isEmpty={(d) => d.list.length === 0}>
        {(data) => {
          const total = Math.round(data.list.reduce((s, r) => s + r.amount, 0) * 100) / 100;
          const bet = Math.round(data.list.reduce((s, r) => s + r.validBet, 0) * 100) / 100;
          return (
            <>
              <Card>
                <StatGrid>
                  <Stat label={t('income.amount')} value={money(total)} testId="income-total" />
                  <Stat label={t('income.validBet')} value={money(bet)} />
                </StatGrid>
              </Card>
              <Card>
                <DataTable
                  caption={t('income.note')}
                  head={[
                    t('income.date'),
                    t('income.gameType'),
                    t('income.validBet'),
                    t('income.rate'),
                    t('income.amount'),
                  ]}
                  rows={data.list.map((r) => [
                    formatDateTime(r.createdAt),
                    r.gameType,
                    money(r.validBet),
                    `${formatNumber(r.rate)}%`,
                    money(r.amount),
                  ])}
                  foot={[t('total'), '', money(bet), '', money(total)]}
                />
              </Card>
              <Pager page={data.pageNum} pages={data.totalPages} onPage={setPage} />
            </>
          );
        }}
      </Loadable>
    </Screen>
  );
}

export function Dividends() {
  const { t } = useTranslation('agent');
  const session = useRequireSession();
  const { settings } = useFlags();
  const enabled = settings?.dividendEnabled === true;
  const [page, setPage] = useState(1);
  const { state, reload } = useLoad(
    () => call('dividends', { query: { pageNo: page, pageSize: pageSizes.default } }),
    [page],
    { enabled: session !== null && enabled },
  );
  if (!session) return null;
  // docs/product/agent.md#agent-footer: the dividend page is shown only when dividends are enabled.
  if (settings && !enabled) return <EmptyState title={t('dividend.off')} />;
  return (
    <Screen data-testid="dividends">
      <Loadable state={state} onRetry={reload} isEmpty={(d) => d.list.length === 0}>
        {(data) => {
          const total = Math.round(data.list.reduce((s, r) => s + r.amount, 0) * 100) / 100;
          return (
            <>
              <Card>
                <StatGrid>
                  <Stat label={t('dividend.amount')} value={money(total)} testId="dividend-total" />
                  <Stat
                    label={t('dividend.pending')}
                    value={money(data.list.filter((r) => r.status === 'pending').reduce((s, r) => s + r.amount, 0))}
                  />
                </StatGrid>
              </Card>
              <Card>
                <DataTable
                  caption={t('dividend.amount')}
                  head={[
                    t('dividend.period'),
                    t('dividend.teamProfit'),
                    t('dividend.rate'),
                    t('dividend.amount'),
                    t('dividend.status'),
                  ]}
                  rows={data.list.map((r) => [
                    formatDay(r.period),
                    money(r.teamProfit),
                    `${formatNumber(r.rate)}%`,
                    money(r.amount),
                    t(`dividend.${r.status}`),
                  ])}
                  foot={[t('total'), '', '', money(total), '']}
                />
              </Card>
              <Pager page={data.pageNum} pages={data.totalPages} onPage={setPage} />
            </>
          );
        }}
      </Loadable>
    </Screen>
  );
}

/** /m/member/agent/agentDivident: dividends, only when enabled (issue 10). */
export const AgentDividendPage = framed(Dividends);

/** /m/teamBetting: team betting per day, from the team KPI (issue 10). */
export const TeamBettingPage = framed(TeamDaily, { kind: 'betting' });

/** /m/agent/team/overview: team overview (issue 10). */
export const TeamOverviewPage = framed(TeamOverview);

/** /m/agent/team/pnl: team profit and loss per day, from the team KPI (issue 10). */
export const TeamPnlPage = framed(TeamDaily, { kind: 'pnl' });

/** /m/member/teamRebate: agent rebate income (issue 10). */
export const TeamRebatePage = framed(RebateIncome);
