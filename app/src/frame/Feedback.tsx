/**
 * Frame feedback: the offline banner, toasts and the logout confirmation.
 * TODO(kit OfflineBanner, Toast, ConfirmDialog): switch to the kit parts when ui-kit exports them.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecoilState } from 'recoil';
import styled, { keyframes } from 'styled-components';
import { Button, Spinner } from '@lobby/ui-kit';
import { setNetworkStatus, useNetworkStatus } from '../state/network.ts';
import { toastsState } from '../state/ui.ts';
import { WifiOffIcon } from './icons.tsx';

const Banner = styled.div`
  position: fixed;
  inset-inline: 0;
  top: 0;
  z-index: ${({ theme }) => theme.layer.toast};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.danger};
  color: ${({ theme }) => theme.button.dangerFg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** spec 8 'Slow Connection / No Internet': shown while the API client reports slow or offline, or the browser is offline. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const status = useNetworkStatus();
  useEffect(() => {
    const offline = () => setNetworkStatus('offline');
    const online = () => setNetworkStatus('online');
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  if (status === 'online') return null;
  return (
    <Banner role="alert" data-testid="offline-banner" data-status={status}>
      <WifiOffIcon />
      {t('shell.offline')}
    </Banner>
  );
}

const rise = keyframes`from { opacity: 0; transform: translateY(var(--space-sm)); } to { opacity: 1; transform: none; }`;
const ToastStack = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: calc(${({ theme }) => theme.footer.height} + ${({ theme }) => theme.space.lg});
  z-index: ${({ theme }) => theme.layer.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  pointer-events: none;
`;
const ToastBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: calc(100% - ${({ theme }) => theme.space.xl});
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.toast.radius};
  background: ${({ theme }) => theme.toast.bg};
  color: ${({ theme }) => theme.toast.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  animation: ${rise} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
`;

function ToastTimer({ id, durationMs, onDone }: { id: number; durationMs: number; onDone: (id: number) => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const t = setTimeout(() => done.current(id), durationMs);
    return () => clearTimeout(t);
  }, [id, durationMs]);
  return null;
}

/** Renders the toasts of useToast() (spec 9 durations come from the motion tokens). */
export function ToastHost() {
  const [toasts, setToasts] = useRecoilState(toastsState);
  const remove = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));
  return (
    <ToastStack aria-live="polite" aria-atomic="true">
      {toasts.map((toast) => (
        <ToastBox key={toast.id} role="status" data-testid="toast" data-kind={toast.kind}>
          {toast.kind === 'loading' && <Spinner size="sm" />}
          {toast.text}
          <ToastTimer id={toast.id} durationMs={toast.durationMs} onDone={remove} />
        </ToastBox>
      ))}
    </ToastStack>
  );
}

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.overlay};
`;
const DialogBox = styled.div`
  width: 100%;
  max-width: 20rem;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.popup.radius};
  background: ${({ theme }) => theme.popup.bg};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;
const DialogActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  cancelText: string;
  confirmText: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A modal question with cancel and confirm; Escape cancels; focus starts on cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  cancelText,
  confirmText,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onCancel]);
  if (!open) return null;
  return (
    <Scrim onClick={onCancel}>
      <DialogBox
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-message"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="confirm-title">{title}</h2>
        <p id="confirm-message">{message}</p>
        <DialogActions>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button onClick={onConfirm}>{confirmText}</Button>
        </DialogActions>
      </DialogBox>
    </Scrim>
  );
}
