/** The record and report screens of docs/product/money.md#records-and-reports on ReportPage (route + columns): deposit, withdraw, account, betting, rebate. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney } from '../../i18n/index.ts';
import { Chip, FilterButton, Muted } from '../shared/layout.tsx';
import { Money, ReportPage } from './ReportPage.tsx';
import { theme } from '@lobby/tokens';
import { gated } from '../shared/GatedPage.tsx';

const statusTone = { success: 'success', pending: 'accent', failed: 'danger' } as const;
type Status = keyof typeof statusTone;

function StatusChip({ status }: { status: Status }) {
  const { t } = useTranslation('money');
  return <Chip $tone={statusTone[status]}>{t(`status.${status}`)}</Chip>;
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

function FilterChips<V extends string>({
  label,
  values,
  value,
  onChange,
  text,
}: {
  label: string;
  values: readonly V[];
  value: V;
  onChange: (v: V) => void;
  text: (v: V) => string;
}) {
  return (
    <Filters role="group" aria-label={label}>
      {values.map((v) => (
        <FilterButton key={v} type="button" $on={v === value} aria-pressed={v === value} onClick={() => onChange(v)}>
          {text(v)}
        </FilterButton>
      ))}
    </Filters>
  );
}

/** docs/product/money.md#deposit deposit record: channel, amount, order number and state. */
export function DepositReport() {
  const { t } = useTranslation('money');
  return (
    <ReportPage
      testId="deposit-report"
      route="depositReport"
      columns={{
        title: (r) => r.channel,
        amount: (r) => r.amount,
        detail: (r) => t('report.orderNoValue', { no: r.orderNo }),
        aside: (r) => <StatusChip status={r.status} />,
        time: (r) => r.createdAt,
      }}
    />
  );
}

/** docs/product/money.md#withdraw withdraw record: bank card, amount, order number and state. */
export function WithdrawReport() {
  const { t } = useTranslation('money');
  return (
    <ReportPage
      testId="withdraw-report"
      route="withdrawReport"
      columns={{
        title: (r) => r.bankCard,
        amount: (r) => r.amount,
        detail: (r) => t('report.orderNoValue', { no: r.orderNo }),
        aside: (r) => <StatusChip status={r.status} />,
        time: (r) => r.createdAt,
      }}
    />
  );
}

/** Transaction types of the account record; the agent view (?types=A) adds the transfer kinds. */
const playerTypes = ['ALL', 'DEPOSIT', 'WITHDRAW', 'BET', 'WIN', 'BONUS', 'REBATE'] as const;
const agentTypes = ['ALL', 'TRANSFER_IN', 'TRANSFER_OUT', 'DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE'] as const;
type TxType = (typeof playerTypes)[number] | (typeof agentTypes)[number];

export function TransactionRecord() {
  const { t } = useTranslation('money');
  const [params] = useSearchParams();
  // docs/product/money.md#records-and-reports: agents open the account record with ?types=A (the agent view, not a server type).
  const agentView = params.get('types') === 'A';
  const types: readonly TxType[] = agentView ? agentTypes : playerTypes;
  const [type, setType] = useState<TxType>('ALL');
  return (
    <ReportPage
      testId="transaction-record"
      route="transactions"
      filterQuery={type === 'ALL' ? {} : { types: type }}
      filters={
        <FilterChips
          label={t('report.type')}
          values={types}
          value={type}
          onChange={setType}
          text={(v) => t(`tx.${v}`, v)}
        />
      }
      columns={{
        title: (r) => t(`tx.${r.type}`, r.type),
        amount: (r) => r.amount,
        amountSign: (r) => Math.sign(r.amount),
        detail: (r) => r.remark,
        aside: (r) => <Muted>{t('report.balanceAfterValue', { amount: formatMoney(r.balanceAfter) })}</Muted>,
        time: (r) => r.createdAt,
      }}
    />
  );
}

const gameTypes = ['ALL', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'LOTT', 'ESPORTS'] as const;
type GameTypeFilter = (typeof gameTypes)[number];

export function GameRecord() {
  const { t } = useTranslation('money');
  const [type, setType] = useState<GameTypeFilter>('ALL');
  return (
    <ReportPage
      testId="game-record"
      route="bettingRecords"
      filterQuery={type === 'ALL' ? {} : { gameType: type }}
      filters={
        <FilterChips
          label={t('report.gameType')}
          values={gameTypes}
          value={type}
          onChange={setType}
          text={(v) => t(`game.${v}`)}
        />
      }
      columns={{
        title: (r) => r.gameName,
        amount: (r) => r.betAmount,
        detail: (r) => `${r.vassalage} · ${t(`game.${r.gameType}`, r.gameType)}`,
        aside: (r) => (
          <Money $sign={Math.sign(r.winAmount - r.betAmount)}>
            {t('report.winValue', { amount: formatMoney(r.winAmount) })}
          </Money>
        ),
        time: (r) => r.createdAt,
      }}
    />
  );
}

export function RebateReport() {
  const { t } = useTranslation('money');
  return (
    <ReportPage
      testId="rebate-report"
      route="rebateReport"
      columns={{
        title: (r) => t(`game.${r.gameType}`, r.gameType),
        amount: (r) => r.amount,
        amountSign: () => 1,
        detail: (r) => t('report.validBetValue', { amount: formatMoney(r.validBet) }),
        aside: (r) => <Muted>{t('report.rate', { rate: r.rate })}</Muted>,
        time: (r) => r.createdAt,
      }}
    />
  );
}

/** Route 'vouReport' (docs/product/money.md#records-and-reports). */
export const DepositReportPage = gated(DepositReport);

/** Route 'gameRecord' (docs/product/money.md#records-and-reports). */
export const GameRecordPage = gated(GameRecord);

/** Route 'rebateReport' (docs/product/money.md#records-and-reports). */
export const RebateReportPage = gated(RebateReport);

/** Route 'transactionRecord' (docs/product/money.md#records-and-reports). */
export const TransactionRecordPage = gated(TransactionRecord);

/** Route 'withdrawReport' (docs/product/money.md#records-and-reports). */
export const WithdrawReportPage = gated(WithdrawReport);
