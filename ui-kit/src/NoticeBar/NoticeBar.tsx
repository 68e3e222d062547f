import type { ReactNode } from 'react';
import { Marquee } from '../Marquee/Marquee.tsx';
import type { MarqueeItem } from '../Marquee/Marquee.tsx';
import { useLabels } from '../provider/KitProvider.tsx';
import { SpeakerIcon } from '../icons/icons.tsx';
import { End, Row } from './NoticeBar.styles.ts';

export interface NoticeBarProps {
  /** Announcement titles (docs/product/home-and-games.md#notice-bar), scrolled by the Marquee. */
  items: readonly MarqueeItem[];
  /** Opens the notice page (/m/notice) with the tapped announcement. */
  onSelect?: (item: MarqueeItem) => void;
  /** Shown when there are none. @default the kit's 'No announcement' label */
  emptyText?: string;
  /** At the end of the bar: e.g. the download icon and the message-center icon with its UnreadDot. */
  end?: ReactNode;
}

/** The home notice bar (docs/product/home-and-games.md#notice-bar): a speaker icon, the scrolling announcement titles and end actions. */
export function NoticeBar({ items, onSelect, emptyText, end }: NoticeBarProps) {
  const labels = useLabels();
  return (
    <Row>
      <Marquee
        items={items}
        emptyText={emptyText ?? labels.noAnnouncement}
        label={labels.announcements}
        onSelect={onSelect}
        icon={<SpeakerIcon />}
      />
      {end && <End>{end}</End>}
    </Row>
  );
}
