import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { InfiniteList } from './InfiniteList.tsx';
import type { InfiniteListProps } from './InfiniteList.tsx';

/** A fake IntersectionObserver: records its options and lets the test say what intersects. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets = new Set<Element>();
  disconnected = false;
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
    // Like the real one: an initial report once observing starts.
    queueMicrotask(() => this.report(el, FakeObserver.near.get(el) ?? false));
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  report(el: Element, isIntersecting: boolean) {
    if (this.disconnected || !this.targets.has(el)) return;
    this.callback(
      [{ target: el, isIntersecting, boundingClientRect: { height: 100 } } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  /** Which elements are 'within range' right now. */
  static near = new Map<Element, boolean>();
  /** The live observer watching the end-of-list sentinel. */
  static sentinel() {
    return FakeObserver.all.filter((o) => !o.disconnected && o.options.rootMargin?.startsWith('0px 0px')).at(-1);
  }
}

const Fake = FakeObserver as unknown as typeof IntersectionObserver;
const sentinelEl = () => document.querySelector('[data-items]') as Element;

/** Scrolls the end of the list in (or out of) range of the 500 px margin. */
async function setNear(near: boolean) {
  FakeObserver.near.set(sentinelEl(), near);
  await act(async () => {
    FakeObserver.sentinel()?.report(sentinelEl(), near);
  });
}

function renderList(props: Partial<InfiniteListProps<number>>) {
  const base: InfiniteListProps<number> = {
    items: [1, 2, 3],
    renderItem: (n) => <span>game {n}</span>,
    getKey: (n) => n,
    hasMore: true,
    onLoadMore: () => undefined,
    observer: Fake,
    ...props,
  };
  const view = render(
    <KitProvider>
      <InfiniteList {...base} />
    </KitProvider>,
  );
  return {
    ...view,
    update: (next: Partial<InfiniteListProps<number>>) =>
      view.rerender(
        <KitProvider>
          <InfiniteList {...base} {...next} />
        </KitProvider>,
      ),
  };
}

// jsdom + user-event is slow on a busy 2-core machine; the default 5 s is too tight
describe('InfiniteList', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    FakeObserver.all = [];
    FakeObserver.near = new Map();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('watches the end of the list 500 px below the scrolling element (docs/product/constants.md#timings)', () => {
    renderList({});
    const io = FakeObserver.sentinel()!;
    expect(io.options.rootMargin).toBe('0px 0px 500px 0px');
    // root is the list's own scrolling element, not the viewport
    expect(io.options.root).toBe(screen.getByRole('list').parentElement);
    expect(io.targets.has(sentinelEl())).toBe(true);
  });

  it('loads when the end comes within range, not before', async () => {
    const onLoadMore = vi.fn();
    renderList({ onLoadMore });
    await setNear(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    await setNear(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads at most once per second, however often the end comes into range', async () => {
    const onLoadMore = vi.fn();
    const { update } = renderList({ onLoadMore });
    await setNear(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // a page arrives at once and the end is still in range: re-armed, but the second is held back
    update({ items: [1, 2, 3, 4, 5, 6] });
    await act(async () => undefined);
    await setNear(false);
    await setNear(true);
    await setNear(false);
    await setNear(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('drops a held-back load if the end left the range meanwhile', async () => {
    const onLoadMore = vi.fn();
    const { update } = renderList({ onLoadMore });
    await setNear(true);
    update({ items: [1, 2, 3, 4] });
    await setNear(true);
    await setNear(false);
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops when there are no more pages', async () => {
    const onLoadMore = vi.fn();
    const { update } = renderList({ onLoadMore });
    await setNear(true);
    update({ items: [1, 2, 3, 4], hasMore: false });
    await act(async () => undefined);
    vi.advanceTimersByTime(5000);
    await setNear(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(FakeObserver.sentinel()).toBeUndefined();
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('stops after a failed fetch (docs/product/states.md#game-list: a fetch failure means no more pages)', async () => {
    const onLoadMore = vi.fn(() => Promise.reject(new Error('offline')));
    renderList({ onLoadMore });
    await setNear(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(screen.getByText('Loading failed, click to retry')).toBeInTheDocument();
    vi.advanceTimersByTime(5000);
    await setNear(false);
    await setNear(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(FakeObserver.sentinel()).toBeUndefined();
  });

  it('shows loading while the page promise is pending and waits for it', async () => {
    let resolve: () => void = () => undefined;
    const onLoadMore = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderList({ onLoadMore });
    await setNear(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    vi.advanceTimersByTime(3000);
    await setNear(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    FakeObserver.near.set(sentinelEl(), false);
    await act(async () => resolve());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('draws its first items first and the rest when the browser is idle, asking for no page meanwhile', async () => {
    const onLoadMore = vi.fn();
    const items = Array.from({ length: 26 }, (_, i) => i + 1);
    // A server's render: the first 12, the list busy, no "no more" under them.
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <KitProvider>
        <InfiniteList
          items={items}
          renderItem={(n) => <span>game {n}</span>}
          getKey={(n) => n}
          hasMore={false}
          onLoadMore={onLoadMore}
          firstRender={12}
        />
      </KitProvider>,
    );
    expect(server.querySelectorAll('[role="listitem"]')).toHaveLength(12);
    expect(server.querySelector('[role="list"]')).toHaveAttribute('aria-busy', 'true');
    expect(server.textContent).not.toContain('No more');
    // In the browser: the same 12, and the end in range asks for nothing until the rest are there.
    renderList({ items, firstRender: 12, onLoadMore });
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    await setNear(true);
    expect(onLoadMore).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(26);
    expect(screen.getByText('game 26')).toBeInTheDocument();
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
    await setNear(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('draws every item at once without firstRender, or when they are no more than it', () => {
    const items = Array.from({ length: 26 }, (_, i) => i + 1);
    const { update } = renderList({ items });
    expect(screen.getAllByRole('listitem')).toHaveLength(26);
    update({ items: items.slice(0, 12), firstRender: 12 });
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
  });

  it("shows 'No data' when empty", () => {
    renderList({ items: [], hasMore: false });
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('fills whole rows in each chunk of a grid: no hole where the next page begins', () => {
    // Two pages of 26 in three columns: chunks of 27 (nine rows), not 26 (a row of two, then a new grid).
    const items = Array.from({ length: 52 }, (_, i) => i);
    renderList({ items, hasMore: false, columns: 3 });
    const sizes = Array.from(
      document.querySelectorAll('[data-chunk]'),
      (c) => c.querySelectorAll('[role="listitem"]').length,
    );
    expect(sizes).toEqual([27, 25]);
  });

  it('keeps the DOM bounded: chunks out of range become spacers', async () => {
    const items = Array.from({ length: 2000 }, (_, i) => i);
    renderList({ items, hasMore: false });
    // before the window observer reports, only the first two chunks and the last are drawn
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(26 * 3);
    expect(document.querySelectorAll('[data-chunk]').length).toBe(Math.ceil(2000 / 26));
  });
});
