/**
 * Frame feedback on the kit's parts: the offline banner (docs/product/errors.md#network) and the
 * update toast (a new build is live; docs/decisions/app-pwa.md). Toasts are
 * the kit's ToastProvider (AppShell) behind the app's useToast() in state/hooks.ts; screens confirm
 * with the kit's ConfirmDialog directly.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, OfflineBanner as KitOfflineBanner, ToastView, useOnlineStatus } from '@lobby/ui-kit';
import { applyUpdate, subscribeUpdate, updateReady } from '../pwa/register.ts';
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

/** Above the footer, centred: it stays until the player reloads, so it must not cover the page's middle. */
const Bottom = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: calc(${theme.size.footer} + ${theme.space.md});
  z-index: ${theme.layer.toast};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  padding-inline: ${theme.space.md};
`;

/**
 * A new build is live and its worker waits: the player may reload now. Ignored, the next page
 * load is the new build all the same (pages always come from the network).
 */
export function UpdateToast() {
  const ready = useSyncExternalStore(subscribeUpdate, updateReady, () => false);
  const { t } = useTranslation('shell');
  if (!ready) return null;
  return (
    <Bottom role="status" data-testid="update-toast">
      <ToastView message={t('update.ready')} />
      <Button size="sm" onClick={applyUpdate}>
        {t('update.reload')}
      </Button>
    </Bottom>
  );
}
