/** Loads one thing for a screen: loading, error (with the last data kept), data, and reload. */
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

/**
 * Runs `load` now and whenever `deps` change; a newer run wins over an older one still in flight.
 * `enabled` false keeps it idle (no session yet).
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], enabled = true) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const seq = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` names what `load` reads
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ status: 'loading', data: s.data }));
    run().then(
      (data) => {
        if (mine === seq.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (mine === seq.current) setState((s) => ({ status: 'error', data: s.data, error }));
      },
    );
  }, [run]);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);
  return { state, reload, setState };
}
