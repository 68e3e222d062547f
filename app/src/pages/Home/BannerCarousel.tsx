/**
 * spec 2 banner carousel: autoplay every 5000 ms with pagination and looping when more than one
 * banner, static when one, hidden when none. The first image is the page's largest paint: eager,
 * high priority, space reserved by its aspect ratio (CLS 0). Swipe is native scroll snapping.
 * TODO(kit): Carousel — switch when the kit part lands.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Announcement } from '@lobby/contract';
import { readDurationMs } from '@lobby/tokens';
import { usePageVisible, useReducedMotion } from '@lobby/ui-kit';
import { useOpenLink } from '../../state/hooks.ts';

const Frame = styled.section`
  position: relative;
  aspect-ratio: 5 / 2;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.sunken};
`;
const Track = styled.div`
  display: flex;
  height: 100%;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Slide = styled.button`
  flex: 0 0 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  scroll-snap-align: center;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Dots = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${({ theme }) => theme.space.xs};
  display: flex;
  justify-content: center;
  align-items: center;
`;
const Dot = styled.button<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ $on, theme }) => ($on ? theme.space.lg : theme.space.xs)};
    height: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ $on, theme }) => ($on ? theme.carousel.dotActive : theme.carousel.dot)};
    transition: width ${({ theme }) => theme.motion.duration.fast};
  }
`;
const PauseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.overlay};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
`;

export function BannerCarousel({ banners }: { banners: Announcement[] | null }) {
  const { t } = useTranslation('home');
  const openLink = useOpenLink();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const visible = usePageVisible();
  const count = banners?.length ?? 0;

  const go = useCallback((i: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  }, []);

  // spec 2: autoplay every 5000 ms, looping, only with more than one banner.
  useEffect(() => {
    if (count < 2 || paused || reduced || !visible) return;
    const id = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const current = Math.round(el.scrollLeft / el.clientWidth);
      go((current + 1) % count);
    }, readDurationMs('autoplay'));
    return () => clearInterval(id);
  }, [count, paused, reduced, visible, go]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  // spec 2: hidden when none. While loading, the box keeps its place.
  if (banners !== null && count === 0) return null;
  return (
    <Frame aria-roledescription="carousel" aria-label={t('banners.label')} data-testid="banners">
      <Track ref={track} onScroll={onScroll}>
        {(banners ?? []).map((b, i) => (
          <Slide
            key={b.id}
            type="button"
            aria-roledescription="slide"
            aria-label={`${b.title} (${t('banners.slide', { n: i + 1, total: count })})`}
            onClick={() => openLink(b.link)}
          >
            <img
              src={b.url ?? ''}
              alt=""
              width={750}
              height={300}
              loading={i === 0 ? 'eager' : 'lazy'}
              {...{ fetchpriority: i === 0 ? 'high' : 'low' }}
              decoding={i === 0 ? 'sync' : 'async'}
            />
          </Slide>
        ))}
      </Track>
      {count > 1 && (
        <>
          <Dots>
            {banners!.map((b, i) => (
              <Dot
                key={b.id}
                type="button"
                $on={i === index}
                aria-label={t('banners.goTo', { n: i + 1 })}
                aria-current={i === index || undefined}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
          {!reduced && (
            <PauseButton type="button" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              {paused ? t('motion.play') : t('motion.pause')}
            </PauseButton>
          )}
        </>
      )}
    </Frame>
  );
}
