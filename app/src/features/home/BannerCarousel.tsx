/**
 * docs/product/home-and-games.md#banners banner carousel, on the kit's Carousel: autoplay every 5000 ms with pagination and looping
 * when more than one banner, static when one, hidden when none; a pause button, and no autoplay
 * under reduced motion. The first image is the page's largest paint: eager, high priority, space
 * reserved by its aspect ratio (CLS 0).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Announcement } from '@lobby/contract';
import { Carousel, Skeleton } from '@lobby/ui-kit';
import { KitWords } from '../shared/KitWords.tsx';
import { useOpenLink } from '../../state/hooks.ts';
import { theme } from '@lobby/tokens';
import { Art } from '../shared/art.tsx';
import { bannerSizes } from './homeData.ts';

const Banner = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 5 / 2;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.color.bg.sunken};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Placeholder = styled.div`
  border-radius: ${theme.radius.lg};
  overflow: hidden;
`;
/**
 * Holds the carousel's final height from the first frame: the 5:2 banner plus, when there can be
 * more than one, the kit Carousel's dot row (space.xxs + size.icon). The skeleton alone was the dot
 * row short, and the carousel is shorter still until its slider has measured: the page below moved
 * twice (CLS, issue 11).
 */
const Reserve = styled.div`
  display: grid;
  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
  &::before {
    content: '';
    grid-area: 1 / 1;
    aspect-ratio: 5 / 2;
  }
  &[data-dots='true']::before {
    margin-block-end: calc(${theme.space.xxs} + ${theme.size.icon});
  }
`;

export function BannerCarousel({ banners }: { banners: Announcement[] | null }) {
  const { t } = useTranslation('home');
  const openLink = useOpenLink();
  const labels = useMemo(() => ({ slideOf: t('banners.slide', { n: '{0}', total: '{1}' }) }), [t]);

  // While loading, the box keeps its place (CLS 0).
  if (banners === null)
    return (
      <Reserve data-dots="true">
        <Placeholder data-testid="banners-loading">
          <Skeleton shape="rect" ratio={5 / 2} />
        </Placeholder>
      </Reserve>
    );
  // docs/product/home-and-games.md#banners: hidden when none.
  if (banners.length === 0) return null;
  return (
    <Reserve data-testid="banners" data-dots={banners.length > 1}>
      <KitWords labels={labels}>
        <Carousel
          items={banners}
          getKey={(b) => b.id}
          label={t('banners.label')}
          renderItem={(b, i) => (
            <Banner type="button" aria-label={b.title} onClick={() => openLink(b.link)}>
              <Art
                src={b.url}
                alt=""
                width={750}
                height={300}
                sizes={bannerSizes}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </Banner>
          )}
        />
      </KitWords>
    </Reserve>
  );
}
