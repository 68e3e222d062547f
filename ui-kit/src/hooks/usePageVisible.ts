import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const getSnapshot = () => (typeof document === 'undefined' ? true : document.visibilityState !== 'hidden');

/**
 * True while the page is visible. Moving parts stop in a background tab (no work nobody sees,
 * and no burst of catch-up when the tab returns).
 */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}
