import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLabels } from '../provider/KitProvider.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { AlertIcon, CheckIcon } from '../icons/icons.tsx';
import { Box, Glyph, Region } from './Toast.styles.ts';
import { defaultTiming, toastDurationMs } from './toastTiming.ts';
import type { ToastKind, ToastTiming } from './toastTiming.ts';

export interface ToastOptions {
  /** What the toast says. */
  message: string;
  /** Spinner, tick, warning or plain text. @default 'info' */
  kind?: ToastKind;
  /** Which docs/product/constants.md#toasts timing rule it follows. @default by kind: loading 'loading', success 'success', others 'short' */
  timing?: ToastTiming;
  /** Called once when the toast goes, by timer, by dismiss() or by being replaced. */
  onClose?: () => void;
}

/** The toast API: one toast at a time, a new one replaces the current one (as the original's). */
export interface ToastApi {
  /** Shows a toast; returns its id for dismiss(). */
  show: (options: ToastOptions) => number;
  /** A loading toast: 10 s, or 9999 ms with `sending` (docs/product/constants.md#toasts). */
  loading: (message: string, options?: { sending?: boolean }) => number;
  /** A success toast: 1 s, or 1.5 s with `long` (docs/product/errors.md#toasts: SMS sent). */
  success: (message: string, options?: { long?: boolean }) => number;
  /** Plain text for 3 s. */
  short: (message: string) => number;
  /** Plain text for 8 s. */
  long: (message: string) => number;
  /** A warning for 2 s (docs/product/errors.md#toasts: free_reject, contact_service). */
  reject: (message: string) => number;
  /** Hides the toast with this id, or whatever shows when no id is given. */
  dismiss: (id?: number) => void;
}

interface Current {
  id: number;
  kind: ToastKind;
  message: string;
  timing: ToastTiming;
  onClose?: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** A `data-testid` on each toast it shows, for end-to-end tests. */
  toastTestId?: string;
}

/**
 * Gives its tree `useToast()` and renders the one polite live region, present from the first
 * render so screen readers announce each toast. A toast's timer pauses while a pointer rests on it.
 */
export function ToastProvider({ children, toastTestId }: ToastProviderProps) {
  const labels = useLabels();
  const [current, setCurrent] = useState<Current | null>(null);
  const [hovered, setHovered] = useState(false);
  const nextId = useRef(1);
  // Time left for the toast showing now; kept per id so a pause resumes where it stopped.
  const remaining = useRef<{ id: number; ms: number | null }>({ id: 0, ms: null });
  const currentRef = useRef<Current | null>(null);
  currentRef.current = current;

  const close = useCallback((id?: number) => {
    const shown = currentRef.current;
    if (!shown || (id !== undefined && id !== shown.id)) return;
    currentRef.current = null;
    setCurrent(null);
    shown.onClose?.();
  }, []);

  const show = useCallback(({ message, kind = 'info', timing, onClose }: ToastOptions) => {
    const previous = currentRef.current;
    const id = nextId.current++;
    const next: Current = { id, kind, message, timing: timing ?? defaultTiming[kind], onClose };
    remaining.current = { id, ms: toastDurationMs(next.timing) };
    currentRef.current = next;
    setCurrent(next);
    setHovered(false);
    previous?.onClose?.();
    return id;
  }, []);

  useEffect(() => {
    if (!current || hovered) return undefined;
    const entry = remaining.current;
    if (entry.id !== current.id || entry.ms === null) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => close(current.id), entry.ms);
    return () => {
      clearTimeout(timer);
      if (remaining.current.id === current.id && remaining.current.ms !== null) {
        remaining.current = { id: current.id, ms: Math.max(0, remaining.current.ms - (Date.now() - started)) };
      }
    };
  }, [current, hovered, close]);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      loading: (message, options) =>
        show({ message, kind: 'loading', timing: options?.sending ? 'sending' : 'loading' }),
      success: (message, options) =>
        show({ message, kind: 'success', timing: options?.long ? 'successLong' : 'success' }),
      short: (message) => show({ message, kind: 'info', timing: 'short' }),
      long: (message) => show({ message, kind: 'info', timing: 'long' }),
      reject: (message) => show({ message, kind: 'error', timing: 'reject' }),
      dismiss: close,
    }),
    [show, close],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="status" aria-live="polite" aria-atomic="true" aria-label={labels.notifications}>
        {current && (
          <ToastView
            key={current.id}
            kind={current.kind}
            message={current.message}
            testId={toastTestId}
            onPointerEnter={() => setHovered(true)}
            onPointerLeave={() => setHovered(false)}
          />
        )}
      </Region>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (the app shell renders one).');
  return api;
}

export interface ToastViewProps {
  /** Spinner, tick, warning or plain text. @default 'info' */
  kind?: ToastKind;
  /** What the toast says. */
  message: string;
  /** Pauses the provider's timer while a pointer rests on the toast. */
  onPointerEnter?: () => void;
  /** Resumes the provider's timer. */
  onPointerLeave?: () => void;
  /** A `data-testid` on the toast, for end-to-end tests. */
  testId?: string;
}

/** How one toast looks; the provider places it. Exported for static use (docs, stories). */
export function ToastView({ kind = 'info', message, onPointerEnter, onPointerLeave, testId }: ToastViewProps) {
  return (
    <Box
      $kind={kind}
      data-kind={kind}
      data-testid={testId}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {kind === 'loading' && <Spinner size="md" />}
      {kind === 'success' && (
        <Glyph>
          <CheckIcon />
        </Glyph>
      )}
      {kind === 'error' && (
        <Glyph>
          <AlertIcon />
        </Glyph>
      )}
      <span>{message}</span>
    </Box>
  );
}
