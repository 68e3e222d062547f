import { useLabels } from '../provider/KitProvider.tsx';
import { WifiOffIcon } from '../icons/icons.tsx';
import { Bar, Live } from './OfflineBanner.styles.ts';
import { useOnlineStatus } from './useOnlineStatus.ts';

export interface OfflineBannerProps {
  /**
   * Shows the banner. Leave undefined to follow the browser's online/offline events; the app may
   * pass true on a slow or failed request (docs/product/errors.md#network: 'Slow Connection / No Internet').
   */
  offline?: boolean;
  /** The message. @default the kit's 'Slow Connection / No Internet' label */
  text?: string;
}

/** A strip at the top of the page while the connection is down; announced politely when it appears. */
export function OfflineBanner({ offline, text }: OfflineBannerProps) {
  const labels = useLabels();
  const online = useOnlineStatus();
  const show = offline ?? !online;
  return (
    <Live role="status" aria-live="polite">
      {show && (
        <Bar>
          <WifiOffIcon />
          {text ?? labels.offline}
        </Bar>
      )}
    </Live>
  );
}
