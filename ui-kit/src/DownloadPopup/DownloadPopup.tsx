import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { useLabels } from '../provider/KitProvider.tsx';
import { AndroidIcon, AppleIcon, DownloadIcon } from '../icons/icons.tsx';
import { Choices } from './DownloadPopup.styles.ts';

export interface DownloadPopupProps {
  /** Controlled open state. */
  open?: boolean;
  /** Open on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The title. @default the kit's 'Download the app' label */
  title?: string;
  /** Shows the Android button (see visibleDownloadButtons). */
  onAndroid?: () => void;
  /** Shows the iOS button. */
  onIos?: () => void;
  /** Shows the mobile profile (MOBILECONFIG) button. */
  onProfile?: () => void;
}

/** The download choices of docs/product/screens-and-routes.md#download-bar: a button per platform the app passes a handler for. */
export function DownloadPopup({
  open,
  defaultOpen,
  onOpenChange,
  title,
  onAndroid,
  onIos,
  onProfile,
}: DownloadPopupProps) {
  const labels = useLabels();
  return (
    <Modal title={title ?? labels.downloadApp} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Choices>
        {onAndroid && (
          <Button block icon={<AndroidIcon />} onClick={onAndroid}>
            {labels.downloadAndroid}
          </Button>
        )}
        {onIos && (
          <Button block icon={<AppleIcon />} onClick={onIos}>
            {labels.downloadIos}
          </Button>
        )}
        {onProfile && (
          <Button block variant="secondary" icon={<DownloadIcon />} onClick={onProfile}>
            {labels.downloadProfile}
          </Button>
        )}
      </Choices>
    </Modal>
  );
}
