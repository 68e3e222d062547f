/**
 * Team management actions on one direct downline: transfer (one Idempotency-Key per attempt, a
 * busy guard, so a double tap moves the amount once) and rebate update (refused outside the
 * limits with a clear message). Typed values survive a failed submit.
 */
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@lobby/ui-kit';
import type { Downline } from '@lobby/contract';
import { call, newIdempotencyKey } from '../../api/client.ts';
import { formatNumber } from '../../i18n/index.ts';
import { useBalance, useToast } from '../../state/hooks.ts';
import { checkAmount, checkRebate } from './rules.ts';
import { Form, FormSubmit, LabelRow, money, Num, Sheet } from '../shared/layout.tsx';
import { PaymentPasswordField } from '../shared/PaymentPasswordField.tsx';
import { useSubmit } from '../shared/useSubmit.ts';

/** The widest rebate the client lets through; the server holds the real limits (rebate.limit). */
const clientRebateLimits = { min: 0, max: 100 };

interface DownlineSheetProps {
  title: string;
  /** data-testid of the sheet's body. */
  testId: string;
  onClose: () => void;
  /** Runs on a send while no earlier send is still running. */
  onSend: () => void;
  /** The figure the action starts from, above the field (the balance to transfer from, the current rebate). */
  figure: { label: string; value: ReactNode; testId?: string };
  /** The decimal field the action changes. */
  field: { label: string; hint: string; value: string; onChange: (value: string) => void };
  /** Fields after the decimal one (the transfer's payment password). */
  children?: ReactNode;
  /** A client check's refusal or the server's, shown above the send button. */
  error: string | null;
  busy: boolean;
  submitLabel: string;
}

/**
 * The sheet both downline actions are drawn in: the figure they start from, the decimal field they
 * change, then the send. A send while the last one still runs does nothing (a double tap acts once).
 */
function DownlineSheet({
  title,
  testId,
  onClose,
  onSend,
  figure,
  field,
  children,
  error,
  busy,
  submitLabel,
}: DownlineSheetProps) {
  return (
    <Sheet open title={title} onClose={onClose} testId={testId}>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) onSend();
        }}
        noValidate
      >
        <LabelRow label={figure.label}>
          <Num data-testid={figure.testId}>{figure.value}</Num>
        </LabelRow>
        <TextField
          label={field.label}
          hint={field.hint}
          inputMode="decimal"
          autoComplete="off"
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          required
        />
        {children}
        <FormSubmit error={error} busy={busy}>
          {submitLabel}
        </FormSubmit>
      </Form>
    </Sheet>
  );
}

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

  const send = () => {
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
    <DownlineSheet
      title={t('transfer.title', { account: downline.account })}
      testId="transfer-sheet"
      onClose={onClose}
      onSend={send}
      figure={{
        label: t('transfer.available'),
        value: sumBalance === null ? '–' : money(sumBalance),
        testId: 'transfer-available',
      }}
      field={{ label: t('transfer.amount'), hint: t('transfer.amountHint'), value: amount, onChange: setAmount }}
      error={problem ?? error}
      busy={busy}
      submitLabel={t('transfer.submit')}
    >
      <PaymentPasswordField label={t('transfer.paymentPassword')} value={password} onDigits={setPassword} required />
    </DownlineSheet>
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

  const send = () => {
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
    <DownlineSheet
      title={t('rebate.title', { account: downline.account })}
      testId="rebate-sheet"
      onClose={onClose}
      onSend={send}
      figure={{ label: t('rebate.current'), value: `${formatNumber(downline.rebateRate)}%` }}
      field={{ label: t('rebate.new'), hint: t('rebate.hint'), value: rate, onChange: setRate }}
      error={problem ?? error}
      busy={busy}
      submitLabel={t('rebate.submit')}
    />
  );
}
