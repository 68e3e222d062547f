import { useRef, useState } from 'react';
import { errorTextOf } from './errors.ts';

/**
 * One send of a form at a time: `busy` while the call runs, and a submit meanwhile does nothing (a
 * double tap does one thing, CONTRIBUTING); a failure's catalogue text is kept as `error` for the
 * form's inline line (docs/product/errors.md#catalogue). The typed values stay as they are.
 */
export function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, as useMoneyAction keeps it: two taps before the next render both saw `busy` false.
  const sending = useRef(false);
  const submit = <T>(send: () => Promise<T>, onDone: (result: T) => void) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    send()
      .then(onDone, (err: unknown) => setError(errorTextOf(err)))
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };
  return { error, busy, submit };
}
