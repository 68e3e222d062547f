/**
 * The one loader every screen block uses: loading, error (with retry) and ready, the last data kept
 * while a newer load runs or after it fails. A newer load wins over an older one (fast tab switches)
 * and unmounting aborts the call. With a first-screen key the server renders the block with its
 * answer and the browser starts from it instead of asking again (state/firstScreen.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirstScreen } from '../../state/firstScreen.ts';

export type LoadState<T> =
  | { status: 'loading'; data: T | undefined; error?: undefined }
  | { status: 'error'; data: T | undefined; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

export interface LoadOptions {
  /** False keeps it idle in 'loading' (no session yet, a tab not shown). @default true */
  enabled?: boolean;
  /** The server's first-screen answer for this block, when it rendered one (state/firstScreen.ts). */
  firstScreenKey?: string | null;
}

export interface Loaded<T> {
  state: LoadState<T>;
  /** Shorthands of `state` for blocks that draw their own states. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replace the loaded data after a local change (a claim, a read mark, a decision). */
  setData: (update: (prev: T) => T) => void;
}

/** Runs `load` at mount, whenever `deps` change and on reload(). */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  { enabled = true, firstScreenKey = null }: LoadOptions = {},
): Loaded<T> {
  const first = useFirstScreen(enabled ? firstScreenKey : null, load);
  const [state, setState] = useState<LoadState<T>>(() =>
    first === undefined ? { status: 'loading', data: undefined } : { status: 'ready', data: first },
  );
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The server's answer is this mount's first load.
  const skipFirst = useRef(first !== undefined);
  useEffect(() => {
    if (!enabled) return;
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'loading' ? s : { status: 'loading', data: s.data }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ status: 'error', data: s.data, error }));
      },
    );
    return () => controller.abort();
    // `deps` name what `load` reads; `load` itself is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick, enabled]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const setData = useCallback(
    (update: (prev: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: update(s.data) } : s)),
    [],
  );
  return {
    state,
    data: state.data,
    error: state.status === 'error' ? state.error : undefined,
    loading: state.status === 'loading' && enabled,
    reload,
    setData,
  };
}
