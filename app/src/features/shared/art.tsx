/**
 * The platform CDN's art as pictures: for an image address of the CDN's grammar
 * (`/cdn/<merchant>/<kind>/<name>.svg`, server/contract cdnRasterWidths), the same art as AVIF and
 * WebP at the widths the CDN makes, so a phone downloads the raster size it draws instead of
 * rasterising an SVG with text on its main thread. Any other address (an operator's own CDN) is used
 * as it is. docs/decisions/server-raster-art.md.
 */
import type { ImgHTMLAttributes } from 'react';
import { cdnRasterWidths } from '@lobby/contract';
import type { CdnRasterKind } from '@lobby/contract';
import type { ImageSource } from '@lobby/ui-kit';

const cdnArt = /^(\/cdn\/[A-Za-z0-9_-]+\/([a-z]+)\/[^/?#]+)\.svg$/;

/** AVIF then WebP sources for a CDN art address, or none when the address is not the CDN's art. */
export function artSources(url: string | null | undefined): ImageSource[] | undefined {
  const m = url ? cdnArt.exec(url) : null;
  if (!m || !Object.hasOwn(cdnRasterWidths, m[2]!)) return undefined;
  const widths = [...cdnRasterWidths[m[2] as CdnRasterKind]].sort((a, b) => a - b);
  const set = (ext: string) => widths.map((w) => `${m[1]}.${ext}?w=${w} ${w}w`).join(', ');
  return [
    { type: 'image/avif', srcSet: set('avif') },
    { type: 'image/webp', srcSet: set('webp') },
  ];
}

export interface ArtProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  src: string | null | undefined;
  /** Drawn size in CSS px: kept on the image so nothing shifts while it loads. */
  width: number;
  height: number;
  /** How wide it is drawn, for the pick among widths. @default `${width}px` */
  sizes?: string;
  /** Only the page's largest first image says 'high'. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** An image of the CDN's art as a picture of raster sources (see artSources); other addresses as an img. */
export function Art({ src, width, height, sizes = `${width}px`, fetchPriority, ...img }: ArtProps) {
  const sources = artSources(src);
  // React 18 knows only the lower-case attribute.
  const priority = fetchPriority ? { fetchpriority: fetchPriority } : {};
  const image = <img src={src ?? ''} width={width} height={height} {...priority} {...img} />;
  if (!sources) return image;
  return (
    <picture style={{ display: 'contents' }}>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
