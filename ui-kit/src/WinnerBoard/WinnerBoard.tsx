import { startTransition, useEffect, useId, useState } from 'react';
import type { CSSProperties } from 'react';
import { readNumber } from '@lobby/tokens';
import { Button } from '../Button/Button.tsx';
import type { ImageSource } from '../GameTile/GameTile.tsx';
import { useKit, useReducedMotion } from '../provider/KitProvider.tsx';
import { formatFixed } from '../provider/numbers.ts';
import { Amount, Bar, Icon, List, Muted, Row, Text, Title, Track, Viewport, Wrap } from './WinnerBoard.styles.ts';

/** How wide a row's icon is drawn (its size token is at most this): the pick among iconSources' widths. */
const ICON_SIZES = '48px';

/** docs/product/data.md#games: a winner entry's vo. */
export interface WinnerEntry {
  /** A stable key. */
  id: string;
  /** Game icon (local or data: URL). */
  iconUrl?: string;
  /** The icon in better formats at several widths, best first (see GameTile's iconSources). */
  iconSources?: readonly ImageSource[];
  customerName: string;
  gameName: string;
  /** The win; shown with 2 decimals in the kit's locale. */
  winAmount: number;
}

export interface WinnerBoardProps {
  /** Winners, already sorted by winAmount, highest first (docs/product/states.md#winner-list: the app sorts). */
  entries: ReadonlyArray<WinnerEntry>;
  /** Launches the winner's game (docs/product/home-and-games.md#winner-board: play-now button). */
  onPlay: (entry: WinnerEntry) => void;
  /** The play button's text, e.g. 'Play now'. */
  playLabel: string;
  /** Heading above the board. */
  title: string;
  /** More than this many entries scroll by themselves (docs/product/constants.md#page-sizes: 3). @default 3 */
  autoScrollAbove?: number;
  /** Rows the board is tall (a full leaderboard page shows them all). @default 3 */
  visibleRows?: number;
}

/** Pixel height of a row for the cycle time: touch size + small space, from the tokens. */
const rowPx = () => readNumber('--size-touch') + readNumber('--space-sm');

/**
 * Recent winners in a vertical list that scrolls by itself when there are more than three
 * (docs/product/home-and-games.md#winner-board), with a pause button (WCAG 2.2.2) and a still, scrollable list under reduced motion.
 */
export function WinnerBoard({ entries, onPlay, playLabel, title, autoScrollAbove = 3, visibleRows }: WinnerBoardProps) {
  const { labels, locale } = useKit();
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const titleId = useId();
  const willMove = entries.length > autoScrollAbove && !reduced;
  // A moving board's first render (the server's, and the hydration of it) holds only the rows in
  // view; the rest and the loop's copy follow at low priority once the page is up. On the home
  // that is 3 rows instead of 40, with their images: a good third of the page's markup.
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (willMove) startTransition(() => setExpanded(true));
  }, [willMove]);
  const moving = willMove && expanded;
  const inView = visibleRows ?? 3;
  const shown = willMove && !expanded ? entries.slice(0, inView) : entries;
  // The loop's copy is the rows in view only: the track moves up by the first list's height (its
  // share of the track), and then shows what it showed at the start. 43 rows on the home, not 80.
  const copied = moving ? shown.slice(0, inView) : [];
  // docs/product/constants.md#page-sizes: speed from the marquee token (px per second), so long and short lists move alike
  const cycleSeconds = (entries.length * rowPx()) / readNumber('--motion-marquee-speed');
  const shift = (-100 * shown.length) / (shown.length + copied.length);
  const style = {
    '--winner-board-cycle': `${cycleSeconds}s`,
    '--winner-board-shift': `${shift.toFixed(4)}%`,
  } as CSSProperties;
  const viewportStyle =
    visibleRows === undefined ? undefined : ({ '--winner-board-rows': String(visibleRows) } as CSSProperties);

  const rows = (copy: boolean) =>
    (copy ? copied : shown).map((e) => (
      <Row key={`${copy ? 'b' : 'a'}-${e.id}`}>
        {e.iconUrl && e.iconSources?.length ? (
          <picture style={{ display: 'contents' }}>
            {e.iconSources.map((s) => (
              <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={ICON_SIZES} />
            ))}
            <Icon src={e.iconUrl} alt="" loading="lazy" decoding="async" />
          </picture>
        ) : e.iconUrl ? (
          <Icon src={e.iconUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <Icon as="span" />
        )}
        <Text>
          <span>{e.customerName}</span>
          <Muted>{e.gameName}</Muted>
          <Amount>{formatFixed(locale, e.winAmount, { fractionDigits: 2 })}</Amount>
        </Text>
        <Button size="sm" tabIndex={copy ? -1 : undefined} onClick={() => onPlay(e)}>
          {playLabel}
          {!copy && <span className="lobby-visually-hidden">: {e.gameName}</span>}
        </Button>
      </Row>
    ));

  return (
    <Wrap aria-labelledby={titleId}>
      <Bar>
        <Title id={titleId}>{title}</Title>
        {willMove && (
          <Button variant="ghost" size="sm" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? labels.play : labels.pause}
          </Button>
        )}
      </Bar>
      <Viewport
        data-static={!willMove || undefined}
        style={viewportStyle}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
      >
        <Track data-moving={moving || undefined} data-paused={paused || hovered || undefined} style={style}>
          <List>{rows(false)}</List>
          {/* the seamless loop's second copy: hidden from screen readers, not in the tab order */}
          {moving && <List aria-hidden="true">{rows(true)}</List>}
        </Track>
      </Viewport>
    </Wrap>
  );
}
