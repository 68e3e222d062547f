/**
 * Frame feedback on the kit's parts: the offline banner (docs/product/errors.md#network) and the confirm dialog. Toasts are
 * the kit's ToastProvider (AppShell) behind the app's useToast() in state/hooks.ts.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { OfflineBanner as KitOfflineBanner, useOnlineStatus } from '@lobby/ui-kit';
import { LazyConfirmDialog as KitConfirmDialog } from './lazyDialogs.tsx';
import { setNetworkStatus, useNetworkStatus } from '../state/network.ts';
import { theme } from '@lobby/tokens';

/** Over the sticky header, as a strip at the top of the viewport, whatever the scroll. */
const Top = styled.div`
  position: fixed;
  inset-inline: 0;
  top: 0;
  z-index: ${theme.layer.toast};
`;

/**
 * docs/product/errors.md#network 'Slow Connection / No Internet': shown while the API client reports slow or offline, or
 * the browser is offline. The browser coming back online clears what the client reported.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const status = useNetworkStatus();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) setNetworkStatus('online');
    wasOnline.current = online;
  }, [online]);
  return (
    <Top>
      <KitOfflineBanner offline={!online || status !== 'online'} />
    </Top>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  cancelText: string;
  confirmText: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The app's earlier confirm-dialog props over the kit's ConfirmDialog, for screens that still
 * import it from here (features/agent). New code uses the kit's ConfirmDialog directly.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  cancelText,
  confirmText,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <KitConfirmDialog
      open={open}
      title={title}
      text={message}
      cancelLabel={cancelText}
      submitLabel={confirmText}
      onCancel={onCancel}
      onSubmit={onConfirm}
    />
  );
}
