/** Start-up outcome (docs/product/screens-and-routes.md#start-up-outcomes): normal (0), maintenance (1), region restricted (2); maintenance wins. */
import { atom, selector } from 'recoil';
import type { SystemStatus } from '@lobby/contract';

export type Outcome = 'loading' | 'normal' | 'maintenance' | 'region' | 'down';

/** GET /wps/system/status; null before the answer. */
export const systemStatusState = atom<SystemStatus | null>({ key: 'system.status', default: null });
/** The status call failed even after retries: the service-down page. */
export const systemDownState = atom<boolean>({ key: 'system.down', default: false });

/** docs/product/screens-and-routes.md#start-up-outcomes: maintenance beats region restriction; either flag or the status number counts. */
export function outcomeOf(status: SystemStatus | null, down: boolean): Outcome {
  if (down) return 'down';
  if (!status) return 'loading';
  if (status.maintenance || status.status === 1) return 'maintenance';
  if (status.regionRestricted || status.status === 2) return 'region';
  return 'normal';
}

export const outcomeState = selector<Outcome>({
  key: 'system.outcome',
  get: ({ get }) => outcomeOf(get(systemStatusState), get(systemDownState)),
});
