/**
 * The payment side of a deposit through the dev controls (docs/decisions/deposit-confirmation.md):
 * hold new deposits pending as a real gateway would, and confirm one as its payment callback would.
 * The setting is the platform's, not a merchant's: a spec that holds payments puts them back.
 */
import type { APIRequestContext } from '@playwright/test';

async function unwrap<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as { success: boolean; value: T; code?: string };
  if (!res.ok() || !body.success) throw new Error(`${res.url()}: ${res.status()} ${body.code ?? ''}`);
  return body.value;
}

export function payments(request: APIRequestContext) {
  return {
    /** True while deposits are confirmed at once (the dev and test default). */
    simulated: () =>
      request.get('/__dev/payments').then((r) => unwrap<{ simulated: boolean }>(r).then((v) => v.simulated)),
    /** false: new deposits stay pending until confirmed, as in production. */
    setSimulated: (simulated: boolean) =>
      request.put('/__dev/payments', { data: { simulated } }).then((r) => unwrap<unknown>(r)),
    /** The payment of `orderNo` arrives: the deposit is credited, once. */
    confirm: (orderNo: string) => request.post(`/__dev/deposits/${orderNo}/confirm`),
  };
}
