import { useId } from 'react';
import { useLabels } from '../provider/KitProvider.tsx';
import { AddToHomeIcon, CheckIcon, CloseIcon, ShareIcon } from '../icons/icons.tsx';
import { Card, Close, Heading, Legacy, Step, Steps } from './AddToHomeTip.styles.ts';
import { needsLegacyAddToHomeHint } from './iosVersion.ts';
import type { IosVersion } from './iosVersion.ts';

export interface AddToHomeTipProps {
  /** The device's iOS version (parseIosVersion(navigator.userAgent)); decides the legacy hint. */
  iosVersion: IosVersion | null;
  /** Called by the close button; the app remembers the choice. */
  onClose: () => void;
}

/** The add-to-home-screen tip of docs/product/home-and-games.md#add-to-home-tip: three steps, and a legacy hint on iOS <= 11 and 12.0-12.1. */
export function AddToHomeTip({ iosVersion, onClose }: AddToHomeTipProps) {
  const labels = useLabels();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Heading id={titleId}>{labels.addToHomeTitle}</Heading>
      <Steps>
        <Step>
          <ShareIcon />
          {labels.addToHomeShare}
        </Step>
        <Step>
          <AddToHomeIcon />
          {labels.addToHomeAdd}
        </Step>
        <Step>
          <CheckIcon />
          {labels.addToHomeConfirm}
        </Step>
      </Steps>
      {needsLegacyAddToHomeHint(iosVersion) && <Legacy>{labels.addToHomeLegacy}</Legacy>}
      <Close type="button" aria-label={labels.close} onClick={onClose}>
        <CloseIcon />
      </Close>
    </Card>
  );
}
