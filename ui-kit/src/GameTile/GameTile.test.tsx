import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { GameGrid } from './GameGrid.tsx';
import type { GameTileData } from './GameGrid.tsx';
import { GameTile } from './GameTile.tsx';
import { vendorLogoKey } from './vendorLogo.ts';

describe('vendorLogoKey (docs/product/constants.md#vendor-codes)', () => {
  it('gives TCG* and BTI* vendors one shared logo and every other vendor its own', () => {
    expect(vendorLogoKey('TCG_LOTTO_VN')).toBe('TCG');
    expect(vendorLogoKey('TCG')).toBe('TCG');
    expect(vendorLogoKey('BTI')).toBe('TCG');
    expect(vendorLogoKey('bti_sports')).toBe('TCG');
    expect(vendorLogoKey('PG')).toBe('PG');
    expect(vendorLogoKey('JILI')).toBe('JILI');
    expect(vendorLogoKey('XTCG')).toBe('XTCG');
  });
});

describe('GameTile', () => {
  it('launches on tap, named by the game; the star toggles with aria-pressed', async () => {
    const onLaunch = vi.fn();
    const onToggleFavourite = vi.fn();
    render(
      <KitProvider>
        <GameTile
          name="Fortune Tiger"
          iconUrl="tiger.png"
          onLaunch={onLaunch}
          isFavourite={false}
          favouriteLabel="Favourite"
          onToggleFavourite={onToggleFavourite}
        />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fortune Tiger' }));
    expect(onLaunch).toHaveBeenCalledTimes(1);
    const star = screen.getByRole('button', { name: 'Favourite' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(onToggleFavourite).toHaveBeenCalledWith(true);
    expect(onLaunch).toHaveBeenCalledTimes(1);
  });

  it('loads lazily unless it is above the fold', () => {
    const { rerender, container } = render(
      <KitProvider>
        <GameTile name="A" iconUrl="a.png" onLaunch={() => undefined} />
      </KitProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    rerender(
      <KitProvider>
        <GameTile name="A" iconUrl="a.png" priority onLaunch={() => undefined} />
      </KitProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');
    rerender(
      <KitProvider>
        <GameTile name="A" iconUrl="a.png" priority="high" onLaunch={() => undefined} />
      </KitProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('swaps a broken icon for the designed placeholder, and tries again for a new URL', () => {
    const { rerender, container } = render(
      <KitProvider>
        <GameTile name="A" iconUrl="broken.png" onLaunch={() => undefined} />
      </KitProvider>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'A' })).toBeInTheDocument();
    rerender(
      <KitProvider>
        <GameTile name="A" iconUrl="fixed.png" onLaunch={() => undefined} />
      </KitProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'fixed.png');
  });

  it('shows the shared logo for TCG and BTI vendors and NEW/HOT ribbons', () => {
    const resolve = vi.fn((key: string) => `/logos/${key}.png`);
    render(
      <KitProvider>
        <GameTile
          name="A"
          iconUrl="a.png"
          vendor="BTI"
          resolveVendorLogo={resolve}
          badges={['new', 'hot']}
          onLaunch={() => undefined}
        />
      </KitProvider>,
    );
    expect(screen.getByRole('img', { name: 'BTI' })).toHaveAttribute('src', '/logos/TCG.png');
    expect(screen.getByText('NEW')).toBeInTheDocument();
    expect(screen.getByText('HOT')).toBeInTheDocument();
  });
});

describe('GameGrid', () => {
  const games: GameTileData[] = Array.from({ length: 9 }, (_, i) => ({
    id: `g${i}`,
    name: `Game ${i}`,
    iconUrl: `g${i}.png`,
    vendor: 'PG',
    isFavourite: false,
  }));

  it('re-renders only the tile whose favourite changed', async () => {
    const resolve = vi.fn((key: string) => `/logos/${key}.png`);
    const onToggle = vi.fn();
    const view = (list: GameTileData[]) => (
      <KitProvider>
        {/* a new inline handler on every render, as apps write them */}
        <GameGrid
          games={list}
          onLaunch={() => undefined}
          onToggleFavourite={(g, next) => onToggle(g.id, next)}
          resolveVendorLogo={(k) => resolve(k)}
        />
      </KitProvider>
    );
    const { rerender } = render(view(games));
    expect(resolve).toHaveBeenCalledTimes(9);
    await userEvent.click(screen.getAllByRole('button', { name: 'Favourite' })[4]!);
    expect(onToggle).toHaveBeenCalledWith('g4', true);
    const next = games.map((g) => (g.id === 'g4' ? { ...g, isFavourite: true } : g));
    rerender(view(next));
    expect(resolve).toHaveBeenCalledTimes(10);
    expect(screen.getAllByRole('button', { name: 'Favourite' })[4]).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the first tiles eagerly and the rest lazily', () => {
    const { container } = render(
      <KitProvider>
        <GameGrid games={games} eagerCount={3} onLaunch={() => undefined} />
      </KitProvider>,
    );
    const loading = Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('passes the ribbon words on to its tiles (badgeText)', () => {
    render(
      <KitProvider>
        <GameGrid
          games={[{ ...games[0]!, badges: ['new', 'hot'] }]}
          onLaunch={() => undefined}
          badgeText={{ new: 'BAGO', hot: 'PATOK' }}
        />
      </KitProvider>,
    );
    expect(screen.getByText('BAGO')).toBeInTheDocument();
    expect(screen.getByText('PATOK')).toBeInTheDocument();
  });
});

describe('GameTile icon sources', () => {
  it('offers better formats in a picture, best first, with iconUrl as the fallback image', () => {
    const { container } = render(
      <KitProvider>
        <GameTile
          name="Fortune Tiger"
          iconUrl="/a.svg"
          iconSources={[
            { type: 'image/avif', srcSet: '/a.avif?w=120 120w' },
            { type: 'image/webp', srcSet: '/a.webp?w=120 120w' },
          ]}
          iconSizes="120px"
          onLaunch={() => undefined}
        />
      </KitProvider>,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('sizes', '120px');
    expect(container.querySelector('picture > img')).toHaveAttribute('src', '/a.svg');
  });

  it('is a bare image without sources', () => {
    const { container } = render(
      <KitProvider>
        <GameTile name="Fortune Tiger" iconUrl="/a.svg" onLaunch={() => undefined} />
      </KitProvider>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/a.svg');
  });
});
