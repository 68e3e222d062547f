/**
 * Team management actions on one direct downline: transfer (one Idempotency-Key per attempt, a
 * busy guard, so a double tap moves the amount once) and rebate update (refused outside the
 * limits with a clear message). Typed values survive a failed submit.
 */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField } from '@lobby/ui-kit';
import type { Downline } from '@lobby/contract';
import { call, newIdempotencyKey } from '../../api/client.ts';
import { useBalance, useToast } from '../../state/hooks.ts';
import { checkAmount, checkRebate } from './rules.ts';
import { FormSubmit, money, Muted, Num, Row, Sheet } from '../shared/layout.tsx';
import { PaymentPasswordField } from '../shared/PaymentPasswordField.tsx';
import { useSubmit } from '../shared/useSubmit.ts';
import { theme } from '@lobby/tokens';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

/** The widest rebate the client lets through; the server holds the real limits (rebate.limit). */
const clientRebateLimits = { min: 0, max: 100 };

export function TransferSheet({
  downline,
  onClose,
  onDone,
}: {
  downline: Downline;
  onClose: () => void;
  onDone: (d: Downline, amount: number) => void;
}) {
  const { t } = useTranslation('agent');
  const toast = useToast();
  const { sumBalance, refresh } = useBalance();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  // What the client checks refuse; a refusal of the server comes from useSubmit.
  const [problem, setProblem] = useState<string | null>(null);
  const { error, busy, submit } = useSubmit();
  // One key per transfer attempt: a repeat of the same request is answered, not executed again.
  const key = useRef(newIdempotencyKey());

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkAmount(amount, sumBalance);
    if (!checked.ok)
      return setProblem(t(checked.reason === 'balance' ? 'transfer.errorBalance' : 'transfer.errorFormat'));
    if (!/^\d{6}$/.test(password)) return setProblem(t('transfer.errorPassword'));
    setProblem(null);
    submit(
      () =>
        call('transferDownline', {
          body: { downlineId: downline.id, amount: checked.amount, paymentPassword: password },
          idempotencyKey: key.current,
        }),
      () => {
        key.current = newIdempotencyKey();
        toast.show(t('transfer.done', { amount: money(checked.amount), account: downline.account }), {
          kind: 'success',
        });
        refresh().catch(() => undefined);
        onDone(downline, checked.amount);
      },
    );
  };

  return (
    <Sheet open title={t('transfer.title', { account: downline.account })} onClose={onClose} testId="transfer-sheet">
      <Form onSubmit={onSubmit} noValidate>
        <Row>
          <Muted>{t('transfer.available')}</Muted>
          <Num data-testid="transfer-available">{sumBalance === null ? '–' : money(sumBalance)}</Num>
        </Row>
        <TextField
          label={t('transfer.amount')}
          hint={t('transfer.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
        />
        <PaymentPasswordField label={t('transfer.paymentPassword')} value={password} onDigits={setPassword} required />
        <FormSubmit error={problem ?? error} busy={busy}>
          {t('transfer.submit')}
        </FormSubmit>
      </Form>
    </Sheet>
  );
}

export function RebateSheet({
  downline,
  onClose,
  onDone,
}: {
  downline: Downline;
  onClose: () => void;
  onDone: (d: Downline) => void;
}) {
  const { t } = useTranslation('agent');
  const toast = useToast();
  const [rate, setRate] = useState(String(downline.rebateRate));
  const [problem, setProblem] = useState<string | null>(null);
  const { error, busy, submit } = useSubmit();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkRebate(rate, clientRebateLimits);
    if (!checked.ok)
      return setProblem(
        checked.reason === 'format' ? t('rebate.errorFormat') : t('rebate.errorRange', clientRebateLimits),
      );
    setProblem(null);
    // docs/decisions/agent-rebate-refusal.md: the server's refusal (rebate.limit) reads its catalogue text.
    submit(
      () => call('updateDownlineRebates', { body: { downlineId: downline.id, rebateRate: checked.rate } }),
      (updated) => {
        toast.show(t('rebate.done', { account: updated.account, rate: updated.rebateRate }), { kind: 'success' });
        onDone(updated);
      },
    );
  };

  return (
    <Sheet open title={t('rebate.title', { account: downline.account })} onClose={onClose} testId="rebate-sheet">
      <Form onSubmit={onSubmit} noValidate>
        <Row>
          <Muted>{t('rebate.current')}</Muted>
          <Num>{downline.rebateRate}%</Num>
        </Row>
        <TextField
          label={t('rebate.new')}
          hint={t('rebate.hint')}
          inputMode="decimal"
          autoComplete="off"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          required
        />
        <FormSubmit error={problem ?? error} busy={busy}>
          {t('rebate.submit')}
        </FormSubmit>
      </Form>
    </Sheet>
  );
}
