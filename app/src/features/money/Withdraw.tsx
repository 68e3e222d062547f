/**
 * /m/withdraw (docs/product/money.md#withdraw): a bank card, the amount checked against sumBalance before anything is
 * sent, the payment password, and one withdrawal per action (double tap guard + Idempotency-Key).
 * Without a payment password or a bank card, the screen sets them up first.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, PasswordField, TextField } from '@lobby/ui-kit';
import type { BankCard, WithdrawRecord } from '@lobby/contract';
import { call } from '../../api/client.ts';
import { formatMoney } from '../../i18n/index.ts';
import { useBalance, useToast } from '../../state/hooks.ts';
import { Card, CardTitle, Form, FormSubmit, LabelRow, Loadable, Muted, Screen, Strong } from '../shared/layout.tsx';
import { useSubmit } from '../shared/useSubmit.ts';
import { useLoad } from '../shared/useLoad.ts';
import { AmountForm } from './AmountForm.tsx';
import { OrderDone } from './OrderDone.tsx';
import { isPaymentPassword } from './rules.ts';
import { PaymentPasswordField } from '../shared/PaymentPasswordField.tsx';
import { theme } from '@lobby/tokens';
import { GatedPage } from '../shared/GatedPage.tsx';

const CardOption = styled.label<{ $on: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${theme.size.touch};
  padding: ${theme.space.sm};
  border: 2px solid ${({ $on }) => ($on ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${theme.radius.md};
  cursor: pointer;
`;

export function AddBankCardForm({ onAdded }: { onAdded: (card: BankCard) => void }) {
  const { t } = useTranslation(['money', 'common']);
  // The server takes a card only with the payment PIN, and only in the payee's name.
  const [v, setV] = useState({ bankName: '', cardNo: '', accountName: '', paymentPassword: '' });
  const { error, busy, submit } = useSubmit();
  const invalid =
    !v.bankName.trim() ||
    !/^\d{8,24}$/.test(v.cardNo) ||
    !v.accountName.trim() ||
    !isPaymentPassword(v.paymentPassword);
  return (
    <Form
      noValidate
      data-testid="bank-card-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid) return;
        submit(
          () => call('addBankCard', { body: { ...v, bankName: v.bankName.trim(), accountName: v.accountName.trim() } }),
          onAdded,
        );
      }}
    >
      <TextField
        label={t('bank.bankName')}
        value={v.bankName}
        onChange={(e) => setV({ ...v, bankName: e.target.value })}
        required
      />
      <TextField
        label={t('bank.cardNo')}
        value={v.cardNo}
        numeric
        maxLength={24}
        onChange={(e) => setV({ ...v, cardNo: e.target.value })}
        hint={t('bank.cardNoHint')}
        required
      />
      <TextField
        label={t('bank.accountName')}
        value={v.accountName}
        onChange={(e) => setV({ ...v, accountName: e.target.value })}
        required
      />
      <PaymentPasswordField
        label={t('common:auth.labels.paymentPassword')}
        value={v.paymentPassword}
        onDigits={(paymentPassword) => setV({ ...v, paymentPassword })}
        required
      />
      <FormSubmit error={error} busy={busy} disabled={invalid}>
        {t('bank.add')}
      </FormSubmit>
    </Form>
  );
}

export function SetPaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['money', 'common']);
  const [password, setPassword] = useState('');
  const [pay, setPay] = useState('');
  const { error, busy, submit } = useSubmit();
  const invalid = !password || !isPaymentPassword(pay);
  return (
    <Form
      noValidate
      data-testid="payment-password-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid) return;
        submit(() => call('setPaymentPassword', { body: { password, paymentPassword: pay } }), onDone);
      }}
    >
      <PasswordField
        label={t('common:auth.labels.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
        required
      />
      <PaymentPasswordField
        label={t('common:auth.labels.paymentPassword')}
        value={pay}
        onDigits={setPay}
        hint={t('money:withdraw.passwordHint')}
        required
      />
      <FormSubmit error={error} busy={busy} disabled={invalid}>
        {t('money:withdraw.setPassword')}
      </FormSubmit>
    </Form>
  );
}

interface WithdrawSetup {
  cards: BankCard[];
  hasPassword: boolean;
}

function WithdrawForm({ setup, onChange }: { setup: WithdrawSetup; onChange: (s: WithdrawSetup) => void }) {
  const { t } = useTranslation(['money', 'common']);
  const toast = useToast();
  const balance = useBalance();
  const [cardId, setCardId] = useState(setup.cards[0]?.id ?? 0);
  const [pay, setPay] = useState('');
  const [done, setDone] = useState<WithdrawRecord | null>(null);

  if (!setup.hasPassword)
    return (
      <Card>
        <CardTitle>{t('money:withdraw.setPassword')}</CardTitle>
        <Muted>{t('money:withdraw.needPassword')}</Muted>
        <SetPaymentPasswordForm onDone={() => onChange({ ...setup, hasPassword: true })} />
      </Card>
    );
  if (setup.cards.length === 0)
    return (
      <Card>
        <CardTitle>{t('money:bank.add')}</CardTitle>
        <Muted>{t('money:withdraw.needCard')}</Muted>
        <AddBankCardForm onAdded={(card) => onChange({ ...setup, cards: [card] })} />
      </Card>
    );
  if (done) return <OrderDone kind="withdraw" order={done} onAgain={() => setDone(null)} />;

  const passwordOk = isPaymentPassword(pay);
  const available = formatMoney(balance.sumBalance ?? 0);
  return (
    <AmountForm<WithdrawRecord>
      testId="withdraw"
      formTestId="withdraw-form"
      label={t('money:withdraw.amount')}
      hint={t('money:withdraw.available', { balance: available })}
      submitLabel={t('money:withdraw.submit')}
      // docs/product/money.md#balance: the amount is checked against sumBalance before anything is sent.
      limits={{ balance: balance.sumBalance }}
      problemText={(problem) => t(`money:amount.${problem}`, { balance: available })}
      ready={passwordOk}
      send={(amount, idempotencyKey) =>
        call('withdraw', { body: { bankCardId: cardId, amount, paymentPassword: pay }, idempotencyKey })
      }
      onDone={(record) => {
        setDone(record);
        setPay('');
        toast.show(t('money:withdraw.success'), { kind: 'success' });
        void balance.refresh().catch(() => undefined);
      }}
      endAdornment={({ setAmount }) => (
        <Button size="sm" variant="ghost" onClick={() => setAmount(String(balance.sumBalance ?? 0))}>
          {t('money:withdraw.all')}
        </Button>
      )}
      header={
        <Card>
          <CardTitle id="withdraw-cards">{t('money:withdraw.card')}</CardTitle>
          <div role="radiogroup" aria-labelledby="withdraw-cards">
            {setup.cards.map((c) => (
              <CardOption key={c.id} $on={c.id === cardId}>
                <input type="radio" name="card" checked={c.id === cardId} onChange={() => setCardId(c.id)} />
                <span>
                  <strong>{c.bankName}</strong> {c.cardNo}
                  <br />
                  <Muted>{c.accountName}</Muted>
                </span>
              </CardOption>
            ))}
          </div>
        </Card>
      }
    >
      {({ touched, clearError }) => (
        <PaymentPasswordField
          label={t('common:auth.labels.paymentPassword')}
          name="paymentPassword"
          value={pay}
          onDigits={(digits) => {
            setPay(digits);
            clearError();
          }}
          error={passwordOk ? undefined : t('money:withdraw.passwordHint')}
          touched={touched}
          data-testid="withdraw-password"
          required
        />
      )}
    </AmountForm>
  );
}

export function Withdraw() {
  const { t } = useTranslation('money');
  const balance = useBalance();
  const { refresh } = balance;
  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh]);
  const { state, reload, setData } = useLoad(async (signal): Promise<WithdrawSetup> => {
    const [cards, hasPassword] = await Promise.all([
      call('bankCards', { signal }),
      call('hasWithdrawalPassword', { signal }),
    ]);
    return { cards, hasPassword };
  }, []);
  return (
    <Screen data-testid="withdraw-page">
      <Card>
        <LabelRow label={t('balance')}>
          <Strong data-testid="withdraw-balance">
            {balance.sumBalance === null || balance.refreshing ? '…' : formatMoney(balance.sumBalance)}
          </Strong>
        </LabelRow>
      </Card>
      <Loadable state={state} onRetry={reload}>
        {(setup) => <WithdrawForm setup={setup} onChange={(s) => setData(() => s)} />}
      </Loadable>
    </Screen>
  );
}

/** Route 'withdraw' (docs/product/money.md#withdraw). */
export default function WithdrawPage() {
  return <GatedPage>{() => <Withdraw />}</GatedPage>;
}
