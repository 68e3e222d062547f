import { useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { readNumber } from '@lobby/tokens';
import { useLabels, useKit, useReducedMotion } from '../provider/KitProvider.tsx';
import { usePageVisible } from '../hooks/usePageVisible.ts';
import { Bar, Copy, Icon, Item, PauseButton, StaticList, Title, Track, Viewport } from './Marquee.styles.ts';

export interface MarqueeItem {
  /** Stable identity (the announcement id). */
  id: string | number;
  /** The announcement title shown in the bar. */
  title: string;
}

export interface MarqueeProps {
  /** Announcement titles, scrolled in order. */
  items: readonly MarqueeItem[];
  /** Shown instead when there are none (docs/product/home-and-games.md#notice-bar: the 'no announcement' text). */
  emptyText: string;
  /** Names the bar for screen readers, e.g. "Announcements". */
  label: string;
  /** Called with the tapped title's item (docs/product/home-and-games.md#notice-bar: opens the notice page). */
  onSelect?: (item: MarqueeItem) => void;
  /** Scroll speed in px per second, so long and short lists move alike. @default the motion.marquee.speed token (40) */
  speed?: number;
  /** Replaces the speaker icon at the start of the bar. */
  icon?: ReactNode;
}

function SpeakerGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 9v6h4l5 4V5L8 9z" />
      <path strokeLinecap="round" d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </svg>
  );
}

function PauseGlyph({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
    </svg>
  );
}

/**
 * The scroll width of an element, kept up to date as it resizes (fonts loading, rotation). A
 * callback ref, not a ref object: the track mounts only once there are titles (the home passes none
 * while its data loads), and an effect keyed on a ref object never saw the element arrive, so the
 * width stayed 0 and the bar never moved. Read when the resize observer reports, right after the
 * browser's own layout of the frame: read as the element mounted, it forced a layout of the whole
 * page in the middle of the home's hydration.
 */
function useWidth<T extends HTMLElement>(): [(el: T | null) => void, number] {
  const [el, setEl] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!el) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(el.scrollWidth);
      return undefined;
    }
    const ro = new ResizeObserver(() => setWidth(el.scrollWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return [setEl, width];
}

/**
 * The home notice bar (docs/product/home-and-games.md#notice-bar): announcement titles scrolling in a loop on a duplicated track,
 * moved by a CSS transform. It pauses on hover and focus, in a background tab and with its pause
 * button (WCAG 2.2.2); under reduced motion it is a static, swipeable list.
 */
export function Marquee({ items, emptyText, label, onSelect, speed, icon }: MarqueeProps) {
  const labels = useLabels();
  const { dir } = useKit();
  const reduced = useReducedMotion();
  const visible = usePageVisible();
  const [userPaused, setUserPaused] = useState(false);
  const [copyRef, copyWidth] = useWidth<HTMLUListElement>();
  const pxPerSecond = speed ?? readNumber('--motion-marquee-speed');

  const renderTitles = (interactive: boolean) =>
    items.map((item) => (
      <Item key={item.id}>
        {onSelect ? (
          <Title as="button" type="button" tabIndex={interactive ? undefined : -1} onClick={() => onSelect(item)}>
            {item.title}
          </Title>
        ) : (
          <Title>{item.title}</Title>
        )}
      </Item>
    ));

  let body: ReactNode;
  if (items.length === 0) {
    body = <Title as="p">{emptyText}</Title>;
  } else if (reduced) {
    // A list that scrolls sideways must be reachable by keyboard (WCAG 2.1.1): its titles are when
    // they are buttons; plain titles leave the list itself to take the focus and the arrow keys.
    body = <StaticList tabIndex={onSelect ? undefined : 0}>{renderTitles(true)}</StaticList>;
  } else {
    const duration = copyWidth > 0 && pxPerSecond > 0 ? copyWidth / pxPerSecond : 0;
    body = (
      <Track
        // Still while the system asks for reduced motion, even where the bar was told to move (a
        // forced motion setting): the page's reduced-motion rule otherwise runs the loop for 0.01 ms,
        // a frame that can be caught a fraction of a pixel in (theme/GlobalStyle.ts).
        data-still=""
        data-paused={userPaused || !visible || undefined}
        data-dir={dir}
        style={{ '--marquee-duration': `${duration}s` } as CSSProperties}
        data-running={duration > 0 || undefined}
      >
        <Copy ref={copyRef}>{renderTitles(true)}</Copy>
        {/* The loop's second half: seen, not read or tabbed to. */}
        <Copy aria-hidden="true" {...{ inert: '' }}>
          {renderTitles(false)}
        </Copy>
      </Track>
    );
  }

  const moving = items.length > 0 && !reduced;
  return (
    <Bar aria-label={label} role="region">
      <Icon aria-hidden="true">{icon ?? <SpeakerGlyph />}</Icon>
      <Viewport>{body}</Viewport>
      {moving && (
        <PauseButton
          type="button"
          aria-label={userPaused ? labels.play : labels.pause}
          onClick={() => setUserPaused((p) => !p)}
        >
          <PauseGlyph paused={userPaused} />
        </PauseButton>
      )}
    </Bar>
  );
}
