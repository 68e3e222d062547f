/**
 * The amount form of deposit and withdraw (docs/product/money.md#deposit): the amount field with its catalogue error under
 * it, the blocks a screen adds (channels, quick picks, payment password), the server's error line
 * and one submit. Typed values survive a failed submit; a double tap does one thing (useMoneyAction:
 * a guard while the request runs and one Idempotency-Key per action).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, TextField } from '@lobby/ui-kit';
import { Card, ErrorLine, Form, errorTextOf } from '../shared/layout.tsx';
import { amountProblem, parseAmount } from './rules.ts';
import type { AmountProblem } from './rules.ts';
import { useMoneyAction } from './useMoneyAction.ts';

/** What the blocks under the amount field can read and do. */
export interface AmountFormContext {
  /** The typed amount as a number (NaN while it does not parse). */
  value: number;
  setAmount: (text: string) => void;
  /** Whether the errors show (after a blur or a submit). */
  touched: boolean;
  /** Clears the server's error line (the user typed again). */
  clearError: () => void;
}

export interface AmountFormProps<R> {
  /** Names the amount field, the submit and the error line: `${testId}-amount`, `-submit`, `-error`. */
  testId: string;
  label: string;
  hint: string;
  submitLabel: string;
  limits: { min?: number; max?: number; balance?: number | null };
  /** The catalogue text of an amount problem. */
  problemText: (problem: NonNullable<AmountProblem>) => string;
  /** At the end of the amount field (withdraw: 'All'). */
  endAdornment?: (ctx: AmountFormContext) => ReactNode;
  /** Above the amount card, inside the form (channels, bank cards). */
  header?: ReactNode;
  /** Under the amount field (quick picks, deposit detail, payment password). */
  children?: (ctx: AmountFormContext) => ReactNode;
  /** Whatever else must hold before sending (withdraw: a 6-digit payment password). @default true */
  ready?: boolean;
  /** Sends the amount once; the key is the same for a network retry of this action. */
  send: (amount: number, idempotencyKey: string) => Promise<R>;
  /** After a success: the amount field is emptied; the screen shows its result. */
  onDone: (result: R) => void;
  formTestId?: string;
}

export function AmountForm<R>({
  testId,
  label,
  hint,
  submitLabel,
  limits,
  problemText,
  endAdornment,
  header,
  children,
  ready = true,
  send,
  onDone,
  formTestId,
}: AmountFormProps<R>) {
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const action = useMoneyAction();
  const problem = amountProblem(amount, limits);
  const value = parseAmount(amount);
  const clearError = () => setServerError(null);
  const ctx: AmountFormContext = { value, setAmount, touched, clearError };

  const submit = async () => {
    setTouched(true);
    setServerError(null);
    if (problem || !ready) return;
    try {
      const result = await action.run((idempotencyKey) => send(value, idempotencyKey));
      if (result === undefined) return;
      setAmount('');
      setTouched(false);
      onDone(result);
    } catch (err) {
      // Typed values stay (the form is not reset on failure).
      setServerError(errorTextOf(err));
    }
  };

  return (
    <Form
      noValidate
      data-testid={formTestId}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {header}
      <Card>
        <TextField
          label={label}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            clearError();
          }}
          onBlur={() => setTouched(true)}
          error={problem ? problemText(problem) : undefined}
          touched={touched}
          hint={hint}
          data-testid={`${testId}-amount`}
          endAdornment={endAdornment?.(ctx)}
          required
        />
        {children?.(ctx)}
        {serverError && (
          <ErrorLine role="alert" data-testid={`${testId}-error`}>
            {serverError}
          </ErrorLine>
        )}
        <Button type="submit" block loading={action.pending} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Card>
    </Form>
  );
}
