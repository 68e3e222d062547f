import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { useLabels } from '../provider/KitProvider.tsx';
import { CloseIcon, DownloadIcon } from '../icons/icons.tsx';
import { AppIcon, Bar, Close, Description, Text, Title } from './DownloadBar.styles.ts';

export interface DownloadBarProps {
  /** The app's name or call to action. @default the kit's 'Download the app' label */
  title?: string;
  /** A quieter second line, e.g. 'Faster games, instant deposits'. */
  description?: string;
  /** The app icon (an <img> or inline SVG). @default a download glyph */
  icon?: ReactNode;
  /** Opens the DownloadPopup (docs/product/screens-and-routes.md#download-bar). */
  onDownload: () => void;
  /** Closes the bar; the app stores hideDownloadBar=1 (docs/product/states.md#download-bar). */
  onClose: () => void;
  /** The download button's text. @default the kit's 'Download the app' label */
  actionLabel?: string;
}

/** The app download bar at the top of home (docs/product/screens-and-routes.md#download-bar); the app decides when it shows. */
export function DownloadBar({ title, description, icon, onDownload, onClose, actionLabel }: DownloadBarProps) {
  const labels = useLabels();
  const titleId = useId();
  return (
    <Bar aria-labelledby={titleId}>
      <Close type="button" aria-label={labels.close} onClick={onClose}>
        <CloseIcon />
      </Close>
      <AppIcon aria-hidden="true">{icon ?? <DownloadIcon />}</AppIcon>
      <Text>
        <Title id={titleId}>{title ?? labels.downloadApp}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      <Button size="sm" onClick={onDownload} icon={<DownloadIcon />}>
        {actionLabel ?? labels.downloadApp}
      </Button>
    </Bar>
  );
}
