/** The record and report screens of spec 2 on ReportPage: deposit, withdraw, account, betting, rebate. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BetRecord, DepositRecord, RebateRecord, Transaction, WithdrawRecord } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDateTime, formatMoney } from '../../i18n/index.ts';
import { Chip, Muted, Row } from '../member/layout.tsx';
import { Money, ReportPage } from './ReportPage.tsx';

const statusTone = { success: 'success', pending: 'accent', failed: 'danger' } as const;
type Status = keyof typeof statusTone;

function StatusChip({ status }: { status: Status }) {
  const { t } = useTranslation('money');
  return <Chip $tone={statusTone[status]}>{t(`status.${status}`)}</Chip>;
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
const FilterButton = styled.button<{ $on: boolean }>`
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $on }) => ($on ? theme.color.bg.accentMuted : 'transparent')};
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
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

export function DepositReport() {
  const { t } = useTranslation('money');
  return (
    <ReportPage<DepositRecord>
      testId="deposit-report"
      load={(q, signal) => call('depositReport', { query: q, signal })}
      amountOf={(r) => r.amount}
      keyOf={(r) => r.id}
      renderItem={(r) => (
        <>
          <Row>
            <strong>{r.channel}</strong>
            <Money data-testid="record-amount">{formatMoney(r.amount)}</Money>
          </Row>
          <Row>
            <Muted>
              {t('report.orderNo')} {r.orderNo}
            </Muted>
            <StatusChip status={r.status} />
          </Row>
          <Muted>{formatDateTime(r.createdAt)}</Muted>
        </>
      )}
    />
  );
}

export function WithdrawReport() {
  const { t } = useTranslation('money');
  return (
    <ReportPage<WithdrawRecord>
      testId="withdraw-report"
      load={(q, signal) => call('withdrawReport', { query: q, signal })}
      amountOf={(r) => r.amount}
      keyOf={(r) => r.id}
      renderItem={(r) => (
        <>
          <Row>
            <strong>{r.bankCard}</strong>
            <Money data-testid="record-amount">{formatMoney(r.amount)}</Money>
          </Row>
          <Row>
            <Muted>
              {t('report.orderNo')} {r.orderNo}
            </Muted>
            <StatusChip status={r.status} />
          </Row>
          <Muted>{formatDateTime(r.createdAt)}</Muted>
        </>
      )}
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
  // spec 2: agents open the account record with ?types=A (the agent view, not a server type).
  const agentView = params.get('types') === 'A';
  const types: readonly TxType[] = agentView ? agentTypes : playerTypes;
  const [type, setType] = useState<TxType>('ALL');
  return (
    <ReportPage<Transaction>
      testId="transaction-record"
      filterKey={type}
      filters={
        <FilterChips
          label={t('report.type')}
          values={types}
          value={type}
          onChange={setType}
          text={(v) => t(`tx.${v}`, v)}
        />
      }
      load={(q, signal) =>
        call('transactions', { query: { ...q, ...(type === 'ALL' ? {} : { types: type }) }, signal })
      }
      amountOf={(r) => r.amount}
      keyOf={(r) => r.id}
      renderItem={(r) => (
        <>
          <Row>
            <strong>{t(`tx.${r.type}`, r.type)}</strong>
            <Money $sign={Math.sign(r.amount)}>{formatMoney(r.amount)}</Money>
          </Row>
          <Row>
            <Muted>{r.remark}</Muted>
            <Muted>
              {t('report.balanceAfter')} {formatMoney(r.balanceAfter)}
            </Muted>
          </Row>
          <Muted>{formatDateTime(r.createdAt)}</Muted>
        </>
      )}
    />
  );
}

const gameTypes = ['ALL', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'LOTT', 'ESPORTS'] as const;
type GameTypeFilter = (typeof gameTypes)[number];

export function GameRecord() {
  const { t } = useTranslation('money');
  const [type, setType] = useState<GameTypeFilter>('ALL');
  return (
    <ReportPage<BetRecord>
      testId="game-record"
      filterKey={type}
      filters={
        <FilterChips
          label={t('report.gameType')}
          values={gameTypes}
          value={type}
          onChange={setType}
          text={(v) => t(`game.${v}`)}
        />
      }
      load={(q, signal) =>
        call('bettingRecords', { query: { ...q, ...(type === 'ALL' ? {} : { gameType: type }) }, signal })
      }
      amountOf={(r) => r.betAmount}
      keyOf={(r) => r.id}
      renderItem={(r) => (
        <>
          <Row>
            <strong>{r.gameName}</strong>
            <Money>{formatMoney(r.betAmount)}</Money>
          </Row>
          <Row>
            <Muted>
              {r.vassalage} · {t(`game.${r.gameType}`, r.gameType)}
            </Muted>
            <Money $sign={Math.sign(r.winAmount - r.betAmount)}>
              {t('report.win')} {formatMoney(r.winAmount)}
            </Money>
          </Row>
          <Muted>{formatDateTime(r.createdAt)}</Muted>
        </>
      )}
    />
  );
}

export function RebateReport() {
  const { t } = useTranslation('money');
  return (
    <ReportPage<RebateRecord>
      testId="rebate-report"
      load={(q, signal) => call('rebateReport', { query: q, signal })}
      amountOf={(r) => r.amount}
      keyOf={(r) => r.id}
      renderItem={(r) => (
        <>
          <Row>
            <strong>{t(`game.${r.gameType}`, r.gameType)}</strong>
            <Money $sign={1}>{formatMoney(r.amount)}</Money>
          </Row>
          <Row>
            <Muted>
              {t('report.validBet')} {formatMoney(r.validBet)}
            </Muted>
            <Muted>{t('report.rate', { rate: r.rate })}</Muted>
          </Row>
          <Muted>{formatDateTime(r.createdAt)}</Muted>
        </>
      )}
    />
  );
}
