/**
 * One shape for every record and report screen: a date range (presets or custom days), a page of
 * records from the server with Page x of y, totals, skeleton, retry and the 'no data' view.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, SegmentedTabs } from '@lobby/ui-kit';
import type { ListPage } from '@lobby/contract';
import { formatMoney } from '../../i18n/index.ts';
import { Card, List, Loadable, Muted, Row, Screen, Strong } from '../member/layout.tsx';
import { useLoad } from '../member/useLoad.ts';
import { isValidRange, presetRange, sumMoney } from './dateRange.ts';
import type { DateRange, RangePreset } from './dateRange.ts';

export const reportPageSize = 20;

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;
const DateLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;
const DateInput = styled.input`
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.input.border};
  border-radius: ${({ theme }) => theme.input.radius};
  background: ${({ theme }) => theme.input.bg};
  color: ${({ theme }) => theme.input.fg};
  font: inherit;
`;
const Totals = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;
const Total = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;
export const RecordItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;
export const Money = styled.span<{ $sign?: number }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $sign }) =>
    $sign === undefined || $sign === 0 ? 'inherit' : $sign > 0 ? theme.color.fg.success : theme.color.fg.danger};
`;

export interface ReportQuery extends DateRange {
  pageNo: number;
  pageSize: number;
}

export interface ReportPageProps<T> {
  testId: string;
  /** Fetches one page for the range. */
  load: (q: ReportQuery, signal: AbortSignal) => Promise<ListPage<T>>;
  /** A key of extra filters (a tab), so a change reloads. */
  filterKey?: string;
  /** Filters above the list (game type, transaction type). */
  filters?: ReactNode;
  /** The money value of a record, for the page subtotal. */
  amountOf: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string | number;
  /** @default 'month' */
  initialPreset?: RangePreset;
}

export function ReportPage<T>({
  testId,
  load,
  filterKey = '',
  filters,
  amountOf,
  renderItem,
  keyOf,
  initialPreset = 'month',
}: ReportPageProps<T>) {
  const { t } = useTranslation('money');
  const [preset, setPreset] = useState<RangePreset | 'custom'>(initialPreset);
  const [range, setRange] = useState<DateRange>(() => presetRange(initialPreset));
  const [draft, setDraft] = useState<DateRange>(range);
  const [page, setPage] = useState(1);
  const key = `${range.startDate}|${range.endDate}|${page}|${filterKey}`;
  const { state, reload } = useLoad(
    (signal) => load({ ...range, pageNo: page, pageSize: reportPageSize }, signal),
    key,
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
              <DateLabel>
                {t('report.from')}
                <DateInput
                  type="date"
                  value={draft.startDate}
                  max={draft.endDate}
                  onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
                />
              </DateLabel>
              <DateLabel>
                {t('report.to')}
                <DateInput
                  type="date"
                  value={draft.endDate}
                  min={draft.startDate}
                  onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
                />
              </DateLabel>
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
                  <Strong data-testid="report-count">{data.total}</Strong>
                </Total>
                <Total>
                  <Muted>{t('report.pageTotal')}</Muted>
                  <Strong data-testid="report-sum">{formatMoney(sumMoney(data.list.map(amountOf)))}</Strong>
                </Total>
              </Totals>
            </Card>
            <List data-testid="report-list" aria-busy={state.status === 'loading'}>
              {data.list.map((item) => (
                <RecordItem key={keyOf(item)}>{renderItem(item)}</RecordItem>
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
