/**
 * A windowed grid of game tiles: only the rows near the viewport are in the DOM (a 2,000-game list
 * keeps a bounded number of tiles), spacers keep the scroll height, and the end of the list asks
 * for the next page within 500 px of the bottom, at most once per second (spec 9).
 * TODO(kit): GameGrid / InfiniteList — switch when the kit parts land.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** spec 9: infinite scroll triggers within 500 px of the bottom, throttled to once per second. */
export const infiniteScrollDistancePx = 500;
export const infiniteScrollThrottleMs = 1000;
/** Rows rendered above and below the viewport. */
const overscanRows = 4;

const Rows = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.gameTile.gap};
  row-gap: ${({ theme }) => theme.space.md};
`;

export interface GameGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Tiles per row. @default 3 */
  columns?: number;
  /** Called when the end comes within 500 px; the grid throttles it. */
  onEndReached?: () => void;
  hasMore?: boolean;
  loading?: boolean;
  /** Accessible name of the list. */
  label: string;
}

export function GameGrid<T>({
  items,
  keyOf,
  renderItem,
  columns = 3,
  onEndReached,
  hasMore = false,
  loading = false,
  label,
}: GameGridProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  const rows = Math.ceil(items.length / columns);
  // Row height (tile + gap) measured from the first rendered row; a guess until then.
  const [rowHeight, setRowHeight] = useState(0);
  const [range, setRange] = useState<[number, number]>([0, 8]);
  const lastEnd = useRef(0);
  const trailing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const state = useRef({ rows, rowHeight, hasMore, loading, onEndReached });
  state.current = { rows, rowHeight, hasMore, loading, onEndReached };

  const measure = useCallback(() => {
    const el = root.current;
    if (!el) return;
    const { rows: n, rowHeight: h, hasMore: more, loading: busy, onEndReached: end } = state.current;
    const rect = el.getBoundingClientRect();
    const view = window.innerHeight;
    if (h > 0) {
      const first = Math.max(0, Math.floor(-rect.top / h) - overscanRows);
      const last = Math.min(n, Math.ceil((view - rect.top) / h) + overscanRows);
      setRange((r) => (r[0] === first && r[1] === last ? r : [first, last]));
    }
    if (more && !busy && end && rect.bottom - view <= infiniteScrollDistancePx) {
      const now = Date.now();
      const wait = lastEnd.current + infiniteScrollThrottleMs - now;
      if (wait <= 0) {
        lastEnd.current = now;
        end();
      } else if (!trailing.current) {
        trailing.current = setTimeout(() => {
          trailing.current = null;
          measure();
        }, wait);
      }
    }
  }, []);

  useLayoutEffect(() => {
    const first = root.current?.querySelector<HTMLElement>('[data-grid-row]');
    if (first) {
      const gap = parseFloat(getComputedStyle(root.current!.firstElementChild as Element).rowGap) || 0;
      const h = first.getBoundingClientRect().height + gap;
      if (h > 0 && Math.abs(h - rowHeight) > 0.5) setRowHeight(h);
    }
  }, [rowHeight, items.length]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
      if (trailing.current) clearTimeout(trailing.current);
      trailing.current = null;
    };
  }, [measure]);

  // New items, a new height or the end of a load: look again (the end may still be in view).
  useEffect(() => {
    measure();
  }, [items.length, rowHeight, loading, hasMore, measure]);

  const [firstRow, lastRow] = rowHeight > 0 ? range : [0, Math.min(rows, 8)];
  const start = firstRow * columns;
  const end = Math.min(items.length, lastRow * columns);
  const top = firstRow * rowHeight;
  const bottom = Math.max(0, (rows - lastRow) * rowHeight);

  return (
    <div ref={root} role="list" aria-label={label} aria-busy={loading || undefined} data-testid="game-grid">
      <Rows $columns={columns} style={{ paddingTop: top, paddingBottom: bottom }}>
        {items.slice(start, end).map((item, i) => (
          <div role="listitem" key={keyOf(item)} data-grid-row={i % columns === 0 ? '' : undefined}>
            {renderItem(item, start + i)}
          </div>
        ))}
      </Rows>
    </div>
  );
}
