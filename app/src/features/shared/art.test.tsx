import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Art, artSources } from './art.tsx';

describe('artSources', () => {
  it('offers the CDN art as AVIF then WebP at the widths the CDN makes', () => {
    expect(artSources('/cdn/LOBBY/game/10001.svg')).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/cdn/LOBBY/game/10001.avif?w=120 120w, /cdn/LOBBY/game/10001.avif?w=240 240w, /cdn/LOBBY/game/10001.avif?w=360 360w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/cdn/LOBBY/game/10001.webp?w=120 120w, /cdn/LOBBY/game/10001.webp?w=240 240w, /cdn/LOBBY/game/10001.webp?w=360 360w',
      },
    ]);
  });

  it('leaves other addresses and kinds the CDN does not rasterise alone', () => {
    expect(artSources('https://img.example.com/a.svg')).toBeUndefined();
    expect(artSources('/cdn/LOBBY/avatar/3.svg')).toBeUndefined();
    expect(artSources('/cdn/LOBBY/game/10001.png')).toBeUndefined();
    expect(artSources(null)).toBeUndefined();
  });
});

describe('Art', () => {
  it('is a picture of the raster sources whose image keeps its size', () => {
    const { container } = render(<Art src="/cdn/LOBBY/banner/1.svg" alt="" width={750} height={300} sizes="100vw" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('sizes', '100vw');
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('width', '750');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('src', '/cdn/LOBBY/banner/1.svg');
  });

  it('is a plain image for an address outside the CDN', () => {
    const { container } = render(<Art src="https://img.example.com/a.png" alt="" width={44} height={24} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('width', '44');
  });
});
