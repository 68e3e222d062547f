/** Profit and loss, upline transfer and single cash back (docs/product/money.md#upline-transfer). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField } from '@lobby/ui-kit';
import { canTransferToUpline } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatDay, formatMoney } from '../../i18n/index.ts';
import { useBalance, useFlag, useMemberInfo, useToast } from '../../state/hooks.ts';
import {
  Card,
  CardTitle,
  ErrorLine,
  Figure,
  Form,
  FormSubmit,
  LabelRow,
  List,
  Loadable,
  Muted,
  Row,
  Screen,
  Strong,
  Unavailable,
  errorTextOf,
  figureLabel,
  figureValue,
  statTile,
} from '../shared/layout.tsx';
import { EmptyState } from '@lobby/ui-kit';
import { useLoad } from '../shared/useLoad.ts';
import { presetRange } from './dateRange.ts';
import type { RangePreset } from './dateRange.ts';
import { Money } from './ReportPage.tsx';
import { amountProblem, isPaymentPassword, parseAmount } from './rules.ts';
import { PaymentPasswordField } from '../shared/PaymentPasswordField.tsx';
import { useMoneyAction } from './useMoneyAction.ts';
import { theme } from '@lobby/tokens';
import { gated } from '../shared/GatedPage.tsx';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
  margin: 0;
  & > div {
    ${statTile}
  }
  & dt {
    ${figureLabel}
  }
  & dd {
    ${figureValue}
    font-weight: ${theme.font.weight.bold};
  }
`;
const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space.xs};
`;

export function ProfitAndLossView() {
  const { t } = useTranslation('money');
  const [preset, setPreset] = useState<RangePreset>('week');
  const range = presetRange(preset);
  const { state, reload } = useLoad(
    (signal) => call('profitAndLoss', { query: range, signal }),
    [range.startDate, range.endDate],
  );
  return (
    <Screen data-testid="profit-loss">
      <Presets role="group" aria-label={t('report.range')}>
        {(['today', 'week', 'month'] as const).map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === preset ? 'primary' : 'secondary'}
            aria-pressed={p === preset}
            onClick={() => setPreset(p)}
          >
            {t(`report.${p}`)}
          </Button>
        ))}
      </Presets>
      <Loadable state={state} onRetry={reload}>
        {(v) => (
          <Card>
            <Row>
              <Muted>
                {formatDay(v.startDate)} – {formatDay(v.endDate)}
              </Muted>
            </Row>
            <Row>
              <CardTitle>{t('pnl.profit')}</CardTitle>
              <Money $sign={Math.sign(v.profit)} data-testid="pnl-profit">
                {formatMoney(v.profit)}
              </Money>
            </Row>
            <Grid>
              {(['totalBet', 'totalWin', 'deposit', 'withdraw', 'rebate', 'bonus'] as const).map((k) => (
                <Figure key={k} label={t(`pnl.${k}`)}>
                  {formatMoney(v[k])}
                </Figure>
              ))}
            </Grid>
          </Card>
        )}
      </Loadable>
    </Screen>
  );
}

export function UplineTransferView() {
  const { t } = useTranslation(['money', 'common']);
  const { member } = useMemberInfo();
  const flagOn = useFlag('AGETRANSFERUP3');
  const balance = useBalance();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [pay, setPay] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = useMoneyAction();
  if (!member)
    return (
      <Loadable state={{ status: 'loading', data: undefined }} onRetry={() => undefined}>
        {() => null}
      </Loadable>
    );
  // docs/product/money.md#upline-transfer: flag AGETRANSFERUP3, an upline, and a type other than 2.
  if (!flagOn || !member.toUpline || !canTransferToUpline(member.type))
    return <Unavailable title={t('money:upline.unavailable')} />;
  const problem = amountProblem(amount, { balance: balance.sumBalance });
  return (
    <Screen data-testid="upline-transfer">
      <Card>
        <LabelRow label={t('money:upline.to')}>
          <Strong>{member.toUpline}</Strong>
        </LabelRow>
        <LabelRow label={t('money:balance')}>
          <span>{formatMoney(balance.sumBalance ?? 0)}</span>
        </LabelRow>
      </Card>
      <Card>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            setError(null);
            if (problem || !isPaymentPassword(pay)) return;
            action
              .run((idempotencyKey) =>
                call('uplineTransfer', { body: { amount: parseAmount(amount), paymentPassword: pay }, idempotencyKey }),
              )
              .then(
                (r) => {
                  if (!r) return;
                  setAmount('');
                  setPay('');
                  setTouched(false);
                  toast.show(t('money:upline.success'), { kind: 'success' });
                  void balance.refresh().catch(() => undefined);
                },
                (err: unknown) => setError(errorTextOf(err)),
              );
          }}
        >
          <TextField
            label={t('money:withdraw.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={
              problem ? t(`money:amount.${problem}`, { balance: formatMoney(balance.sumBalance ?? 0) }) : undefined
            }
            touched={touched}
            required
          />
          <PaymentPasswordField
            label={t('common:auth.labels.paymentPassword')}
            value={pay}
            onDigits={setPay}
            error={isPaymentPassword(pay) ? undefined : t('money:withdraw.passwordHint')}
            touched={touched}
            required
          />
          <FormSubmit error={error} busy={action.pending}>
            {t('money:upline.submit')}
          </FormSubmit>
        </Form>
      </Card>
    </Screen>
  );
}

export function ManualRebateView() {
  const { t } = useTranslation('money');
  const toast = useToast();
  const balance = useBalance();
  const action = useMoneyAction();
  const [error, setError] = useState<string | null>(null);
  const { state, reload } = useLoad((signal) => call('manualRebate', { signal }), []);
  return (
    <Screen data-testid="manual-rebate">
      <Loadable state={state} onRetry={reload}>
        {(v) => (
          <>
            <Card>
              <Row>
                <CardTitle>{t('rebate.available')}</CardTitle>
                <Strong data-testid="rebate-total">{formatMoney(v.total)}</Strong>
              </Row>
              {error && <ErrorLine role="alert">{error}</ErrorLine>}
              <Button
                block
                disabled={v.total <= 0}
                loading={action.pending}
                onClick={() => {
                  setError(null);
                  action
                    .run((idempotencyKey) => call('manualRebateClaim', { idempotencyKey }))
                    .then(
                      (r) => {
                        if (!r) return;
                        toast.show(t('rebate.claimed', { amount: formatMoney(r.amount) }), { kind: 'success' });
                        void balance.refresh().catch(() => undefined);
                        reload();
                      },
                      (err: unknown) => setError(errorTextOf(err)),
                    );
                }}
              >
                {t('rebate.claim')}
              </Button>
            </Card>
            {v.items.length === 0 ? (
              <EmptyState title={t('rebate.none')} />
            ) : (
              <List>
                {v.items.map((i) => (
                  <li key={i.gameType}>
                    <Card>
                      <Row>
                        <strong>{t(`game.${i.gameType}`, i.gameType)}</strong>
                        <Money $sign={1}>{formatMoney(i.amount)}</Money>
                      </Row>
                      <Row>
                        <Muted>{t('report.validBetValue', { amount: formatMoney(i.validBet) })}</Muted>
                        <Muted>{t('report.rate', { rate: i.rate })}</Muted>
                      </Row>
                    </Card>
                  </li>
                ))}
              </List>
            )}
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/** Route 'manualRebate' (docs/product/money.md#manual-rebate). */
export const ManualRebatePage = gated(ManualRebateView);

/** Route 'profitandloss' (docs/product/screens-and-routes.md#route-list). */
export const ProfitAndLossPage = gated(ProfitAndLossView);

/** Route 'uplineTransfer' (docs/product/money.md#upline-transfer). */
export const UplineTransferPage = gated(UplineTransferView);
