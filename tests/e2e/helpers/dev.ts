/**
 * A client for the server's dev controls (/__dev/, test mode only): flags, status, settings,
 * faults, outboxes, captcha answers, reset. Reuse it in any e2e spec:
 *   const dev = devControls(request); await dev.setStatus({ maintenance: true, merchant: isolatedMerchant });
 * The e2e server is shared by parallel workers: prefer `merchant: isolatedMerchant` (see
 * isolateMerchant in app.ts) and undo what you change in afterEach.
 */
import type { APIRequestContext } from '@playwright/test';
import type { DevFault, DevSmsEntry, DevSystemStatus } from '../../../server/contract/src/dev.ts';
import type { WhitelabelFlag } from '../../../server/contract/src/api.ts';

interface Envelope<T> {
  success: boolean;
  value: T;
  code?: string;
  message?: string;
}

async function unwrap<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok() || !body.success)
    throw new Error(`dev control failed: ${res.status()} ${body.code ?? ''} ${body.message ?? ''}`);
  return body.value;
}

export type MerchantScope = { merchant?: string };

export function devControls(request: APIRequestContext) {
  return {
    flags: (merchant?: string) =>
      request
        .get('/__dev/flags', { params: merchant ? { merchant } : {} })
        .then((r) => unwrap<Record<WhitelabelFlag, '1' | '0'>>(r)),
    setFlags: (flags: Partial<Record<WhitelabelFlag, boolean>>, scope: MerchantScope = {}) =>
      request.put('/__dev/flags', { data: { flags, ...scope } }).then((r) => unwrap<unknown>(r)),
    setStatus: (status: DevSystemStatus & MerchantScope) =>
      request.put('/__dev/status', { data: status }).then((r) => unwrap<unknown>(r)),
    setSettings: (settings: Record<string, unknown> & MerchantScope) =>
      request.put('/__dev/settings', { data: settings }).then((r) => unwrap<unknown>(r)),
    addFault: (fault: DevFault) => request.post('/__dev/faults', { data: fault }).then((r) => unwrap<unknown>(r)),
    clearFaults: () => request.delete('/__dev/faults').then((r) => unwrap<unknown>(r)),
    smsOutbox: (mobile?: string) =>
      request.get('/__dev/sms-outbox', { params: mobile ? { mobile } : {} }).then((r) => unwrap<DevSmsEntry[]>(r)),
    /** The answer of the captcha last fetched with this request context's cookie. */
    /** The answer of the captcha `id`, or of the one in this request context's cookie. */
    captchaAnswer: (id?: string) =>
      request
        .get('/__dev/captcha', id ? { params: { id } } : {})
        .then((r) => unwrap<{ id: string; answer: string }>(r).then((v) => v.answer)),
    /** Wipes and re-seeds the database: only for specs that run alone (it logs everyone out). */
    reset: () => request.post('/__dev/reset').then((r) => unwrap<null>(r)),
  };
}
