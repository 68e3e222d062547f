/** Loads data for a screen: loading, error (with retry) and ready states, aborted on unmount. */
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'error'; data: T | undefined; error: unknown }
  | { status: 'ready'; data: T };

export interface Loaded<T> {
  state: LoadState<T>;
  reload: () => void;
  /** Replace the data after a local change (a claim, a read mark). */
  setData: (update: (prev: T) => T) => void;
}

/** `load` runs again when `key` changes (a serialised query) or on reload(); `enabled` false waits. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string, enabled = true): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: undefined });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    loadRef.current(ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!ctrl.signal.aborted) setState((s) => ({ status: 'error', data: s.data, error }));
      },
    );
    return () => ctrl.abort();
  }, [key, tick, enabled]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const setData = useCallback(
    (update: (prev: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: update(s.data) } : s)),
    [],
  );
  return { state, reload, setData };
}
