/**
 * Connection quality for the OfflineBanner (docs/product/errors.md#network: 'Slow Connection / No Internet'). A plain
 * external store, because the API client (outside React) writes it; components read it with
 * useNetworkStatus().
 */
import { useSyncExternalStore } from 'react';

export type NetworkStatus = 'online' | 'slow' | 'offline';

let status: NetworkStatus = 'online';
const listeners = new Set<() => void>();

export const getNetworkStatus = (): NetworkStatus => status;
export function setNetworkStatus(next: NetworkStatus): void {
  if (next === status) return;
  status = next;
  for (const l of listeners) l();
}
export function subscribeNetworkStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useNetworkStatus = (): NetworkStatus =>
  useSyncExternalStore(subscribeNetworkStatus, getNetworkStatus, () => 'online');
