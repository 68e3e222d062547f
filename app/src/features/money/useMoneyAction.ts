/**
 * A money-moving action that runs once per user action: a second tap while the first is in flight
 * does nothing, and one Idempotency-Key per action makes a network retry deduct once on the server.
 */
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';

export function useMoneyAction() {
  const busy = useRef(false);
  const key = useRef<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(op: (idempotencyKey: string) => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    key.current ??= newIdempotencyKey();
    try {
      const result = await op(key.current);
      key.current = null;
      return result;
    } catch (err) {
      // A definite answer ends this action; a lost connection keeps the key so a retry is the same action.
      if (!(err instanceof ApiError && err.isNetwork)) key.current = null;
      throw err;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
