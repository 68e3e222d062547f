/**
 * Frame feedback on the kit's parts: the offline banner (docs/product/errors.md#network). Toasts are
 * the kit's ToastProvider (AppShell) behind the app's useToast() in state/hooks.ts; screens confirm
 * with the kit's ConfirmDialog directly.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { OfflineBanner as KitOfflineBanner, useOnlineStatus } from '@lobby/ui-kit';
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
