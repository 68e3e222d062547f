/**
 * /m/voucherCenter (docs/product/money.md#deposit): channels with their '+1%' badge, amount with quick picks inside the
 * channel's limits, one deposit per tap (Idempotency-Key), and the result with a way to the deposit
 * report. Template dep_func '1' selects the new deposit detail (a summary of what gets credited).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button } from '@lobby/ui-kit';
import type { DepositChannel, DepositRecord } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatMoney, formatNumber } from '../../i18n/index.ts';
import { useBalance, useFlags, useToast } from '../../state/hooks.ts';
import { Card, CardTitle, LabelRow, Loadable, Muted, Screen, Strong } from '../shared/layout.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { AmountForm } from './AmountForm.tsx';
import { OrderDone } from './OrderDone.tsx';
import { depositBonus, quickAmounts } from './rules.ts';
import { theme } from '@lobby/tokens';
import { GatedPage } from '../shared/GatedPage.tsx';

const Channels = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
`;
const ChannelButton = styled.button<{ $on: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.xxs};
  min-height: ${theme.size.touch};
  padding: ${theme.space.sm};
  border: 2px solid ${({ $on }) => ($on ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${theme.radius.md};
  background: ${({ $on }) => ($on ? theme.color.bg.accentMuted : theme.color.bg.surface)};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;
/*
 * The channel's name and its bonus badge share the first line, the badge at the line's end (the
 * left in Arabic): in flow, so a long name wraps beside it instead of running under it. Placed
 * absolutely at the card's right, the badge covered the names in right-to-left languages.
 */
const NameLine = styled.span`
  display: flex;
  align-self: stretch;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.xxs};
  min-width: 0;
  strong {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > :not(strong) {
    flex: none;
  }
`;
const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space.xs};
`;
const Promise = styled.p`
  margin: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.accentMuted};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.sm};
`;

function DepositForm({ channels }: { channels: DepositChannel[] }) {
  const { t } = useTranslation(['money', 'common']);
  const toast = useToast();
  const balance = useBalance();
  const { settings } = useFlags();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0);
  const [done, setDone] = useState<DepositRecord | null>(null);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const detail = settings?.templates.dep_func === '1';

  if (done) return <OrderDone kind="deposit" order={done} orderTestId="deposit-order" onAgain={() => setDone(null)} />;

  return (
    <AmountForm<DepositRecord>
      testId="deposit"
      label={t('money:deposit.amount')}
      hint={t('money:deposit.limits', { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) })}
      submitLabel={t('money:deposit.submit')}
      limits={{ min: channel.minAmount, max: channel.maxAmount }}
      problemText={(problem) =>
        t(`money:amount.${problem}`, { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) })
      }
      send={(amount, idempotencyKey) => call('deposit', { body: { channelId: channel.id, amount }, idempotencyKey })}
      onDone={(record) => {
        setDone(record);
        toast.show(t('money:deposit.success'), { kind: 'success' });
        void balance.refresh().catch(() => undefined);
      }}
      header={
        <Card>
          <CardTitle id="deposit-channels">{t('money:deposit.channel')}</CardTitle>
          <Channels role="radiogroup" aria-labelledby="deposit-channels">
            {channels.map((c) => (
              <ChannelButton
                key={c.id}
                type="button"
                role="radio"
                aria-checked={c.id === channel.id}
                $on={c.id === channel.id}
                onClick={() => setChannelId(c.id)}
                data-testid={`deposit-channel-${c.id}`}
              >
                <NameLine>
                  <strong>{c.name}</strong>
                  {c.bonusPercent > 0 && <Badge text={`+${formatNumber(c.bonusPercent)}%`} tone="accent" />}
                </NameLine>
                <Muted>
                  {formatMoney(c.minAmount)} – {formatMoney(c.maxAmount)}
                </Muted>
              </ChannelButton>
            ))}
          </Channels>
          {channel.bonusPercent > 0 && (
            <Promise>{t('money:deposit.promise', { percent: channel.bonusPercent })}</Promise>
          )}
        </Card>
      }
    >
      {({ value, setAmount }) => {
        const bonus = Number.isFinite(value) ? depositBonus(value, channel.bonusPercent) : 0;
        return (
          <>
            <Quick>
              {quickAmounts(channel.minAmount, channel.maxAmount).map((a) => (
                <Button key={a} size="sm" variant="secondary" onClick={() => setAmount(String(a))}>
                  {formatMoney(a)}
                </Button>
              ))}
            </Quick>
            {/* docs/product/money.md#deposit template dep_func '1': what the deposit credits, bonus included */}
            {detail && Number.isFinite(value) && value > 0 && (
              <Card data-testid="deposit-detail">
                <LabelRow label={t('money:deposit.amount')}>
                  <span>{formatMoney(value)}</span>
                </LabelRow>
                <LabelRow label={t('money:deposit.bonus', { percent: channel.bonusPercent })}>
                  <span>{formatMoney(bonus)}</span>
                </LabelRow>
                <LabelRow label={t('money:deposit.credited')}>
                  <Strong>{formatMoney(value + bonus)}</Strong>
                </LabelRow>
              </Card>
            )}
          </>
        );
      }}
    </AmountForm>
  );
}
export function Deposit() {
  const { t } = useTranslation(['money']);
  const balance = useBalance();
  const { state, reload } = useLoad((signal) => call('depositChannels', { signal }), []);
  return (
    <Screen data-testid="deposit-page">
      <Card>
        <LabelRow label={t('money:balance')}>
          <Strong data-testid="deposit-balance">
            {balance.sumBalance === null ? '…' : formatMoney(balance.sumBalance)}
          </Strong>
        </LabelRow>
      </Card>
      <Loadable state={state} onRetry={reload} isEmpty={(list) => list.length === 0}>
        {(channels) => <DepositForm channels={channels} />}
      </Loadable>
    </Screen>
  );
}

/** Route 'voucherCenter' (docs/product/money.md#deposit). */
export default function VoucherCenterPage() {
  return <GatedPage>{() => <Deposit />}</GatedPage>;
}
