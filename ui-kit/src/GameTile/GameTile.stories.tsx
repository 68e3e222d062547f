import preview from '#.storybook/preview';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameGrid } from './GameGrid.tsx';
import type { GameTileData } from './GameGrid.tsx';
import { GameTile } from './GameTile.tsx';
import type { GameTileProps } from './GameTile.tsx';
import { brokenIcon, gameIcon, vendorLogo } from './storyArt.ts';

const logos: Record<string, string> = {
  PG: vendorLogo('#d4380d'),
  TCG: vendorLogo('#1d39c4'),
  JILI: vendorLogo('#08979c'),
};
const resolveVendorLogo = (key: string) => logos[key];

/** The favourite props as loose optionals, so Controls can toggle them (the component's type ties them together). */
type TileArgs = Omit<GameTileProps, 'isFavourite' | 'onToggleFavourite' | 'favouriteLabel'> & {
  isFavourite?: boolean;
  onToggleFavourite?: (next: boolean) => void;
  favouriteLabel?: string;
};
const Tile = GameTile as ComponentType<TileArgs>;

const meta = preview.meta({
  title: 'Signature/GameTile',
  component: Tile,
  args: {
    name: 'Fortune Tiger',
    iconUrl: gameIcon(20, 'star'),
    vendor: 'PG',
    resolveVendorLogo,
    badges: [],
    priority: true,
    onLaunch: fn(),
  },
  // One tile at the width it has in a three-column grid on a phone.
  render: (args) => (
    <div style={{ padding: 16, width: 140 }}>
      <Tile {...args} />
    </div>
  ),
});

export const Playground = meta.story();

export const Favourite = meta.story({
  args: { isFavourite: true, favouriteLabel: 'Favourite', onToggleFavourite: fn() },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Favourite' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(false);
    await expect(args.onLaunch).not.toHaveBeenCalled();
  },
});

export const NotFavourite = meta.story({
  args: { isFavourite: false, favouriteLabel: 'Favourite', onToggleFavourite: fn() },
});
export const New = meta.story({ args: { badges: ['new'], name: 'Mahjong Ways 3' } });
export const Hot = meta.story({ args: { badges: ['hot', 'new'], name: 'Super Ace' } });

/** docs/product/constants.md#vendor-codes: TCG* and BTI* vendors share one logo. */
export const SharedVendorLogo = meta.story({
  args: { vendor: 'BTI_SPORTS', name: 'BTi Sports', iconUrl: gameIcon(210, 'circle') },
});

/** The icon failed to load: a placeholder that still looks designed, and the name still launches. */
export const BrokenImage = meta.story({
  args: { iconUrl: brokenIcon, isFavourite: false, favouriteLabel: 'Favourite', onToggleFavourite: fn() },
});

export const LongName = meta.story({
  args: { name: 'Lucky Neko Gigablox Megaways Deluxe Edition: The Return of the Golden Cat', badges: ['hot'] },
});

export const NoVendor = meta.story({ args: { vendor: undefined } });

export const RightToLeft = meta.story({
  args: { name: 'نمر الحظ', badges: ['new'], isFavourite: true, favouriteLabel: 'المفضلة', onToggleFavourite: fn() },
  globals: { direction: 'rtl' },
});

const shapes = ['circle', 'diamond', 'star'] as const;
const vendors = ['PG', 'JILI', 'TCG_LOTTO_VN', 'BTI', 'FC'];
const names = [
  'Fortune Tiger',
  'Super Ace',
  'Mahjong Ways 2',
  'Lucky Neko',
  'Golden Empire',
  'Treasures of Aztec',
  'Wild Bounty Showdown',
  'Money Coming',
  'Crazy Time Live Roulette Extra',
];
const makeGames = (n: number): GameTileData[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `game-${i}`,
    name: names[i % names.length]!,
    iconUrl: i === 7 ? brokenIcon : gameIcon((i * 47) % 360, shapes[i % 3]),
    vendor: vendors[i % vendors.length],
    badges: i % 4 === 0 ? ['hot'] : i % 5 === 1 ? ['new'] : [],
    isFavourite: i % 3 === 0,
  }));

function GridDemo({ count }: { count: number }) {
  const [games, setGames] = useState(() => makeGames(count));
  return (
    <div style={{ padding: 12 }}>
      <GameGrid
        label="Slots"
        games={games}
        onLaunch={fn()}
        favouriteLabel="Favourite"
        resolveVendorLogo={resolveVendorLogo}
        onToggleFavourite={(game, next) =>
          setGames((list) => list.map((g) => (g.id === game.id ? { ...g, isFavourite: next } : g)))
        }
      />
    </div>
  );
}

/** GameGrid: columns from the gameTile.columns token; only the changed tile re-renders. */
export const Grid = meta.story({ render: () => <GridDemo count={12} /> });

/** Toggling a favourite in the grid (an interaction check; the frame is Grid's). */
export const GridToggleFavourite = meta.story({
  tags: ['no-visual'],
  render: () => <GridDemo count={12} />,
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getAllByRole('button', { name: 'Favourite' });
    await expect(stars[1]).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(stars[1]!);
    await expect(stars[1]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(stars[1]!);
  },
});
export const GridOneGame = meta.story({ render: () => <GridDemo count={1} /> });
export const GridRightToLeft = meta.story({ render: () => <GridDemo count={6} />, globals: { direction: 'rtl' } });
