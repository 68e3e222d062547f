/**
 * A small loader for one screen block: `{ data, error, loading, reload }`. A newer load wins over
 * an older one (fast tab switches), and unmounting aborts the call. With a first-screen key the
 * server renders the block with its answer and the browser starts from it (state/firstScreen.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirstScreen } from '../../state/firstScreen.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
  firstScreenKey: string | null = null,
): Loaded<T> {
  const first = useFirstScreen(enabled ? firstScreenKey : null, load);
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>(() => ({
    data: first,
    error: undefined,
    loading: enabled && first === undefined,
  }));
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
    setState((s) => ({ ...s, loading: true, error: undefined }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, error, loading: false }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick, enabled]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
