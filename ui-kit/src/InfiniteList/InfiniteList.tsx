import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { readNumber } from '@lobby/tokens';
import { Button } from '../Button/Button.tsx';
import { useFirstRenderTrim } from '../hooks/useFirstRenderTrim.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useLabels } from '../provider/KitProvider.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Chunk, Footer, Scroller, Sentinel } from './InfiniteList.styles.ts';
import { useInfiniteLoad } from './useInfiniteLoad.ts';

/** docs/product/constants.md#timings: infinite scroll is throttled to once per second. */
export const INFINITE_LIST_THROTTLE_MS = 1000;
/** docs/product/constants.md#page-sizes: game pages hold 26 games; a chunk is one page, rounded up to whole rows. */
export const INFINITE_LIST_CHUNK_SIZE = 26;
/** Height guessed for a chunk that has never been on screen, until one has been measured. */
const ESTIMATED_CHUNK_PX = 800;

export interface InfiniteListProps<T> {
  /** Everything loaded so far. */
  items: ReadonlyArray<T>;
  /** Draws one item. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item (e.g. nodeId). */
  getKey: (item: T, index: number) => string | number;
  /** More pages exist (docs/product/states.md#game-list: while pageNum < totalPages). */
  hasMore: boolean;
  /** Loads the next page. Return its promise: the list shows loading, and a rejection stops it (docs/product/states.md#game-list). */
  onLoadMore: () => Promise<unknown> | void;
  /** A fetch failed; no more pages are asked for (controlled alternative to a rejected promise). @default false */
  failed?: boolean;
  /** A page is loading (controlled alternative to the promise). @default false */
  loading?: boolean;
  /** Offers a retry after a failure; called instead of onLoadMore. */
  onRetry?: () => void;
  /** The scrolling element the observer watches: the list itself, the viewport, or a given element. @default 'self' */
  scrollRoot?: 'self' | 'viewport' | RefObject<Element | null>;
  /** Items per row. @default 1 */
  columns?: number;
  /** Items per rendered chunk, rounded up to whole rows; far-away chunks are unmounted to keep the DOM bounded. @default 26 */
  chunkSize?: number;
  /** Replaces the 'no data' view. */
  empty?: ReactNode;
  /** Least time between two loads in ms (docs/product/constants.md#timings). @default 1000 */
  throttleMs?: number;
  /** How near the bottom counts (docs/product/constants.md#timings: 500 px). @default the motion.distance.infiniteScroll token */
  distancePx?: number;
  /** Accessible name of the list, e.g. 'Games'. */
  'aria-label'?: string;
  /** IntersectionObserver to use; tests inject a fake. @default window.IntersectionObserver */
  observer?: typeof IntersectionObserver;
  /** Clock for the throttle; tests use fake timers. @default Date.now */
  now?: () => number;
  /**
   * Items in the list's first render with items (a server's, and the hydration of it): the rest of
   * what is loaded follows when the browser is next idle, in a low-priority render. Until then the
   * list is busy and asks for no further page. @default all of them
   */
  firstRender?: number;
}

/** Which chunks are near the screen, and the last height each had; off-screen ones become spacers. */
function useChunkWindow(count: number, Observer: typeof IntersectionObserver | undefined, root: () => Element | null) {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const heights = useRef(new Map<number, number>());
  const nodes = useRef(new Map<number, Element>());
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => {
    if (!Observer) return undefined;
    const io = new Observer(
      (entries) => {
        const seen: Array<[number, boolean]> = [];
        for (const e of entries) {
          const i = Number((e.target as HTMLElement).dataset.chunk);
          if (e.boundingClientRect.height > 0 && (e.target as HTMLElement).dataset.rendered === 'true') {
            heights.current.set(i, e.boundingClientRect.height);
          }
          seen.push([i, e.isIntersecting]);
        }
        // A transition: chunks coming near render in slices that yield to scrolling, not in one
        // long task (a chunk is a page of tiles); the screen kept above and below covers the delay.
        startTransition(() =>
          setNear((prev) => {
            const next = new Set(prev);
            for (const [i, near] of seen) {
              if (near) next.add(i);
              else next.delete(i);
            }
            return next.size === prev.size && [...next].every((i) => prev.has(i)) ? prev : next;
          }),
        );
      },
      // one screen above and below stays mounted, so a fling never shows blank rows
      { root: root(), rootMargin: '100% 0px 100% 0px', threshold: 0 },
    );
    observer.current = io;
    for (const el of nodes.current.values()) io.observe(el);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [Observer, root]);

  const register = useCallback((i: number, el: Element | null) => {
    const old = nodes.current.get(i);
    if (old && old !== el) observer.current?.unobserve(old);
    if (el) {
      nodes.current.set(i, el);
      observer.current?.observe(el);
    } else nodes.current.delete(i);
  }, []);

  const estimate = () => {
    const known = [...heights.current.values()];
    return known.length ? known.reduce((a, b) => a + b, 0) / known.length : ESTIMATED_CHUNK_PX;
  };
  // Without an observer (old browsers, SSR) everything renders: correct, just not windowed.
  const isNear = (i: number) => !Observer || near.has(i) || i === count - 1;
  return { isNear, register, heightOf: (i: number) => heights.current.get(i) ?? estimate() };
}

/**
 * A list that loads the next page when its end comes within 500 px of the scrolling element's
 * bottom, at most once a second, and stops when there are no more pages or a fetch failed
 * (docs/product/constants.md#timings). Long lists stay light: items render in page-sized chunks and chunks more than a
 * screen away are replaced by spacers of their measured height.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  hasMore,
  onLoadMore,
  failed: failedProp = false,
  loading: loadingProp = false,
  onRetry,
  scrollRoot = 'self',
  columns = 1,
  chunkSize = INFINITE_LIST_CHUNK_SIZE,
  empty,
  throttleMs = INFINITE_LIST_THROTTLE_MS,
  distancePx,
  'aria-label': ariaLabel,
  observer,
  now = Date.now,
  firstRender,
}: InfiniteListProps<T>) {
  const labels = useLabels();
  const Observer = observer ?? (typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver);
  const self = useRef<HTMLDivElement | null>(null);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [failedHere, setFailedHere] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const failed = failedProp || failedHere;
  const loading = loadingProp || busy;
  // The first render's trim: on a phone's game list, 26 tiles with their pictures were in the first
  // layout where three rows show (docs/decisions/web-server-rendering.md).
  const { trimmed } = useFirstRenderTrim(firstRender !== undefined && items.length > firstRender);
  const shown = useMemo(() => (trimmed ? items.slice(0, firstRender) : items), [items, trimmed, firstRender]);
  const root = useCallback((): Element | null => {
    if (scrollRoot === 'self') return self.current;
    if (scrollRoot === 'viewport') return null;
    return scrollRoot.current;
  }, [scrollRoot]);
  const distance = `${distancePx ?? readNumber('--motion-distance-infinite-scroll')}px`;

  const load = useCallback(() => {
    const result = onLoadMore();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setBusy(true);
      (result as Promise<unknown>).then(
        () => mounted.current && setBusy(false),
        () => {
          if (!mounted.current) return;
          setBusy(false);
          setFailedHere(true);
        },
      );
    }
  }, [onLoadMore]);

  useInfiniteLoad({
    sentinel,
    root,
    distance,
    throttleMs,
    // Re-armed after every page (items.length): a still-visible sentinel fires again.
    enabled: hasMore && !failed && !loading && !trimmed,
    onLoad: load,
    Observer,
    now,
    rearm: items.length,
  });

  const chunks = useMemo(() => {
    // Whole rows: each chunk is a grid of its own, so a chunk of 26 in three columns ended in a row
    // of two and left a hole in the grid where the next chunk began.
    const size = Math.max(columns, Math.ceil(chunkSize / columns) * columns);
    const out: Array<{ start: number; items: ReadonlyArray<T> }> = [];
    for (let start = 0; start < shown.length; start += size)
      out.push({ start, items: shown.slice(start, start + size) });
    return out;
  }, [shown, chunkSize, columns]);
  const win = useChunkWindow(chunks.length, Observer, root);

  const isEmpty = items.length === 0 && !loading && (!hasMore || failed);
  const style = { '--infinite-list-columns': columns } as CSSProperties;

  return (
    <Scroller
      ref={self}
      data-self-scroll={scrollRoot === 'self' || undefined}
      // a scrolling box must be reachable by keyboard to scroll it (WCAG 2.1.1)
      tabIndex={scrollRoot === 'self' ? 0 : undefined}
      style={style}
    >
      {isEmpty ? (
        (empty ?? <EmptyState />)
      ) : (
        <div role="list" aria-label={ariaLabel} aria-busy={loading || trimmed || undefined}>
          {chunks.map((chunk, ci) =>
            win.isNear(ci) ? (
              <Chunk key={ci} role="none" data-chunk={ci} data-rendered="true" ref={(el) => win.register(ci, el)}>
                {chunk.items.map((item, j) => (
                  <div role="listitem" key={getKey(item, chunk.start + j)}>
                    {renderItem(item, chunk.start + j)}
                  </div>
                ))}
              </Chunk>
            ) : (
              <div
                key={ci}
                role="none"
                data-chunk={ci}
                data-rendered="false"
                ref={(el) => win.register(ci, el)}
                style={{ height: win.heightOf(ci) }}
              />
            ),
          )}
        </div>
      )}
      <Sentinel ref={sentinel} aria-hidden="true" data-items={items.length} />
      {loading && (
        <Footer role="status">
          <Spinner size="sm" />
          <span className="lobby-visually-hidden">{labels.loading}</span>
        </Footer>
      )}
      {failed && !loading && (
        <Footer>
          {onRetry ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setFailedHere(false);
                onRetry();
              }}
            >
              {labels.loadFailed}
            </Button>
          ) : (
            <span role="status">{labels.loadFailed}</span>
          )}
        </Footer>
      )}
      {!hasMore && !failed && !loading && !trimmed && items.length > 0 && <Footer>{labels.noMore}</Footer>}
    </Scroller>
  );
}
