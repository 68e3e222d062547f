/**
 * One shape for every record and report screen: a date range (presets or custom days), a page of
 * records from the server with Page x of y, totals, skeleton, retry and the 'no data' view. A
 * screen names its contract route and its columns; the list call, the paging, the subtotal and
 * the record card are drawn here once.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, SegmentedTabs, TextField } from '@lobby/ui-kit';
import type { BetRecord, DepositRecord, ListPage, RebateRecord, Transaction, WithdrawRecord } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDateTime, formatInteger, formatMoney } from '../../i18n/index.ts';
import { Card, List, Loadable, Muted, Row, Screen, Strong, surface } from '../shared/layout.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { isValidRange, presetRange, sumMoney } from './dateRange.ts';
import type { DateRange, RangePreset } from './dateRange.ts';
import { theme } from '@lobby/tokens';

export const reportPageSize = 20;

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
`;
const Totals = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
  gap: ${theme.space.sm};
`;
const Total = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
`;
export const RecordItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md};
  ${surface}
`;
export const Money = styled.span<{ $sign?: number }>`
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ $sign }) =>
    $sign === undefined || $sign === 0 ? 'inherit' : $sign > 0 ? theme.color.fg.success : theme.color.fg.danger};
`;

export interface ReportQuery extends DateRange {
  pageNo: number;
  pageSize: number;
}

/** The paged record routes of the contract, with the record each one lists. */
export interface ReportRecords {
  depositReport: DepositRecord;
  withdrawReport: WithdrawRecord;
  transactions: Transaction;
  bettingRecords: BetRecord;
  rebateReport: RebateRecord;
}
export type ReportRoute = keyof ReportRecords;

/** What a record card shows: title and amount, a detail line with an optional aside, the time. */
export interface ReportColumns<T> {
  /** Top line, start. */
  title: (item: T) => ReactNode;
  /** Top line, end; also summed into the page subtotal. */
  amount: (item: T) => number;
  /** Colours the amount by its sign (credits green, debits red); plain when absent. */
  amountSign?: (item: T) => number;
  /** Second line, start. */
  detail: (item: T) => ReactNode;
  /** Second line, end (a status chip, a balance, a win). */
  aside?: (item: T) => ReactNode;
  /** Third line: when it happened (ISO time). */
  time: (item: T) => string;
}

export interface ReportPageProps<R extends ReportRoute> {
  testId: string;
  /** The contract route that lists the records, called with the range and the page. */
  route: R;
  columns: ReportColumns<ReportRecords[R]>;
  /** Extra query of the filters (a type tab); a change reloads from page 1's key. */
  filterQuery?: Readonly<Record<string, string>>;
  /** Filters above the list (game type, transaction type). */
  filters?: ReactNode;
  /** @default 'month' */
  initialPreset?: RangePreset;
}

function fetchPage<R extends ReportRoute>(
  route: R,
  query: ReportQuery & Readonly<Record<string, string | number>>,
  signal: AbortSignal,
): Promise<ListPage<ReportRecords[R]>> {
  // Every report route answers a ListPage of its record (ReportRecords); the client's per-route
  // typing cannot follow a route chosen at run time.
  return call(route, { query, signal } as never) as unknown as Promise<ListPage<ReportRecords[R]>>;
}

export function ReportPage<R extends ReportRoute>({
  testId,
  route,
  columns,
  filterQuery = {},
  filters,
  initialPreset = 'month',
}: ReportPageProps<R>) {
  const { t } = useTranslation('money');
  const [preset, setPreset] = useState<RangePreset | 'custom'>(initialPreset);
  const [range, setRange] = useState<DateRange>(() => presetRange(initialPreset));
  const [draft, setDraft] = useState<DateRange>(range);
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify(filterQuery);
  // A new filter starts again at page 1.
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    setPage(1);
  }
  const key = `${range.startDate}|${range.endDate}|${page}|${filterKey}`;
  const { state, reload } = useLoad(
    (signal) => fetchPage(route, { ...filterQuery, ...range, pageNo: page, pageSize: reportPageSize }, signal),
    [route, key],
  );
  const choose = (p: RangePreset | 'custom') => {
    setPreset(p);
    if (p !== 'custom') {
      const r = presetRange(p);
      setRange(r);
      setDraft(r);
      setPage(1);
    }
  };
  const validDraft = isValidRange(draft);
  const panel = <span />;
  return (
    <Screen data-testid={testId}>
      <Card>
        <SegmentedTabs
          aria-label={t('report.range')}
          value={preset}
          onValueChange={choose}
          items={[
            { value: 'today', label: t('report.today'), content: panel },
            { value: 'week', label: t('report.week'), content: panel },
            { value: 'month', label: t('report.month'), content: panel },
            { value: 'custom', label: t('report.custom'), content: panel },
          ]}
        />
        {preset === 'custom' && (
          <>
            <Dates>
              <TextField
                label={t('report.from')}
                type="date"
                value={draft.startDate}
                max={draft.endDate}
                onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
              />
              <TextField
                label={t('report.to')}
                type="date"
                value={draft.endDate}
                min={draft.startDate}
                onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
              />
            </Dates>
            <Button
              disabled={!validDraft}
              onClick={() => {
                setRange(draft);
                setPage(1);
              }}
            >
              {t('report.search')}
            </Button>
          </>
        )}
        {filters}
      </Card>
      <Loadable state={state} onRetry={reload} isEmpty={(d) => d.list.length === 0} emptyTitle={t('report.empty')}>
        {(data) => (
          <>
            <Card data-testid="report-totals">
              <Totals>
                <Total>
                  <Muted>{t('report.records')}</Muted>
                  <Strong data-testid="report-count">{formatInteger(data.total)}</Strong>
                </Total>
                <Total>
                  <Muted>{t('report.pageTotal')}</Muted>
                  <Strong data-testid="report-sum">{formatMoney(sumMoney(data.list.map(columns.amount)))}</Strong>
                </Total>
              </Totals>
            </Card>
            <List data-testid="report-list" aria-busy={state.status === 'loading'}>
              {data.list.map((item) => (
                <RecordItem key={item.id}>
                  <Row>
                    <strong>{columns.title(item)}</strong>
                    <Money data-testid="record-amount" $sign={columns.amountSign?.(item)}>
                      {formatMoney(columns.amount(item))}
                    </Money>
                  </Row>
                  <Row>
                    <Muted>{columns.detail(item)}</Muted>
                    {columns.aside?.(item)}
                  </Row>
                  <Muted>{formatDateTime(columns.time(item))}</Muted>
                </RecordItem>
              ))}
            </List>
            {data.totalPages > 1 && (
              <Row>
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('report.prev')}
                </Button>
                <Muted>{t('report.pageOf', { page: data.pageNum, pages: data.totalPages })}</Muted>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= data.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('report.next')}
                </Button>
              </Row>
            )}
          </>
        )}
      </Loadable>
    </Screen>
  );
}
