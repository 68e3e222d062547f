import { useState } from 'react';
import type { ReactNode } from 'react';
import preview from '#.storybook/preview';
import { expect, fn, waitFor, within } from 'storybook/test';
import { InfiniteList } from './InfiniteList.tsx';
import type { InfiniteListProps } from './InfiniteList.tsx';

interface Game {
  nodeId: string;
  gameName: string;
}
const games = (from: number, n: number): Game[] =>
  Array.from({ length: n }, (_, i) => ({ nodeId: String(from + i), gameName: `Lucky Fortune ${from + i + 1}` }));

const row = (g: Game) => (
  <div
    style={{
      display: 'flex',
      alignItems: 'center',
      gap: 'var(--space-sm)',
      minHeight: 'var(--size-touch)',
      padding: '0 var(--space-sm)',
      borderRadius: 'var(--radius-md)',
      background: 'var(--color-bg-raised)',
    }}
  >
    <span
      aria-hidden="true"
      style={{
        width: 'var(--size-icon)',
        height: 'var(--size-icon)',
        borderRadius: 'var(--radius-sm)',
        background: 'var(--color-bg-accent)',
      }}
    />
    {g.gameName}
  </div>
);

/** The list scrolls itself inside a phone-height frame. */
const Frame = ({ children }: { children: ReactNode }) => (
  <div style={{ height: '100vh', padding: '0 var(--space-md)' }}>{children}</div>
);

type Args = InfiniteListProps<Game>;
const meta = preview.meta({
  title: 'Lobby/InfiniteList',
  component: InfiniteList<Game>,
  args: {
    items: games(0, 8),
    renderItem: row,
    getKey: (g: Game) => g.nodeId,
    hasMore: false,
    onLoadMore: fn(),
    'aria-label': 'Games',
  },
  render: (args: Args) => (
    <Frame>
      <InfiniteList {...args} />
    </Frame>
  ),
});

function Paged(args: Args) {
  const [items, setItems] = useState(games(0, 26));
  const totalPages = 3;
  const page = Math.ceil(items.length / 26);
  return (
    <Frame>
      <InfiniteList
        {...args}
        items={items}
        hasMore={page < totalPages}
        onLoadMore={() =>
          new Promise<void>((resolve) => {
            args.onLoadMore();
            setItems((prev) => [...prev, ...games(prev.length, 26)]);
            resolve();
          })
        }
      />
    </Frame>
  );
}

export const Playground = meta.story();
export const Loads3Pages = meta.story({
  // Pages arrive on the real observer's schedule (once a second): the frame shot would vary.
  tags: ['no-visual'],
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list');
    const scroller = list.parentElement!;
    // Keep nudging to the bottom until the observer reports: under load the first layout can land
    // after the first scroll, and one scroll event alone would then never cross the sentinel.
    await waitFor(
      () => {
        scroller.scrollTop = scroller.scrollHeight;
        expect(args.onLoadMore).toHaveBeenCalled();
      },
      { timeout: 10000, interval: 250 },
    );
    await waitFor(
      () => {
        scroller.scrollTop = scroller.scrollHeight;
        expect(within(canvasElement).getByText('Lucky Fortune 52')).toBeInTheDocument();
      },
      { timeout: 10000, interval: 250 },
    );
  },
});
export const Empty = meta.story({ args: { items: [] } });
export const OneItem = meta.story({ args: { items: games(0, 1) } });
export const LoadingNextPage = meta.story({ args: { hasMore: true, loading: true } });
export const NoMorePages = meta.story({ args: { items: games(0, 26) } });
export const FetchFailed = meta.story({ args: { hasMore: true, failed: true, onRetry: fn() } });
export const Grid3Columns = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: {
    items: games(0, 30),
    columns: 3,
    renderItem: (g: Game) => (
      <div
        style={{
          display: 'grid',
          placeItems: 'center',
          aspectRatio: '1',
          padding: 'var(--space-xs)',
          borderRadius: 'var(--radius-lg)',
          background: 'var(--color-bg-raised)',
          fontSize: 'var(--font-size-sm)',
          textAlign: 'center',
        }}
      >
        {g.gameName}
      </div>
    ),
  },
});
export const TwoThousandGames = meta.story({
  // An interaction test: its play changes the picture while the shot is taken; each state it
  // reaches has a static story of its own for the baselines.
  tags: ['no-visual'],
  args: { items: games(0, 2000) },
  play: async ({ canvasElement }) => {
    // the DOM stays bounded: far chunks are spacers, not 2,000 rows
    await expect(within(canvasElement).getAllByRole('listitem').length).toBeLessThan(200);
  },
});
export const RightToLeft = meta.story({ args: { items: games(0, 5) }, globals: { direction: 'rtl' } });
