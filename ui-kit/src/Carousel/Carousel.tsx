import 'keen-slider/keen-slider.min.css';
import KeenSlider from 'keen-slider';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { readDurationMs } from '@lobby/tokens';
import { afterPaint } from '../hooks/afterPaint.ts';
import { useFirstRenderTrim } from '../hooks/useFirstRenderTrim.ts';
import { format } from '../provider/labels.ts';
import { useKit, useLabels, useReducedMotion } from '../provider/KitProvider.tsx';
import { createAutoplay } from './autoplayPlugin.ts';
import { Dot, Dots, PauseButton, Root, Slide, Slides } from './Carousel.styles.ts';

export type CarouselOrientation = 'horizontal' | 'vertical';

export interface CarouselProps<T> {
  /** The slides' data; 0 renders nothing, 1 renders it still. */
  items: readonly T[];
  /** Draws one slide. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item. */
  getKey: (item: T, index: number) => string | number;
  /** Names the carousel, e.g. "Promotions". */
  label: string;
  /** 'vertical' is the hot-match ticker: one row, sliding up. @default 'horizontal' */
  orientation?: CarouselOrientation;
  /** ms each slide stays (docs/product/constants.md#timings: 5000). @default the motion.duration.autoplay token */
  autoplayMs?: number;
  /** ms a slide change takes (docs/product/constants.md#timings: 500 for the ticker). @default the motion.duration.slide token */
  speedMs?: number;
  /** Dots under the slides (with more than one). @default true for horizontal, false for vertical */
  pagination?: boolean;
  /** Called with the new index after the slide changes. */
  onSlideChange?: (index: number) => void;
}

/**
 * The slides of the first render (a server's, and the hydration of it): the one in view and the one
 * it moves to first. The rest follow in a low-priority render when the browser is next idle, and the
 * slider can start once they are there: on a phone's home, five banners with their pictures and eight
 * ticker rows with two crests each were part of the first layout, none of them in view.
 */
const firstSlides = 2;

function PlayPauseGlyph({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
    </svg>
  );
}

/**
 * Banners and the hot-match ticker on keen-slider (docs/product/home-and-games.md#banners), with W3C APG carousel semantics:
 * autoplay with our plugin (waits on hover, focus, a hidden tab and the pause button; off under
 * reduced motion), looping and dots when there is more than one slide.
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey,
  label,
  orientation = 'horizontal',
  autoplayMs,
  speedMs,
  pagination = orientation === 'horizontal',
  onSlideChange,
}: CarouselProps<T>) {
  const labels = useLabels();
  const { dir, locale } = useKit();
  const reduced = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const slidesId = useId();
  const count = items.length;
  const many = count > 1;
  const { trimmed, untrim } = useFirstRenderTrim(count > firstSlides);
  const all = !trimmed;
  const shown = useMemo(() => (all ? items : items.slice(0, firstSlides)), [all, items]);
  const vertical = orientation === 'vertical';

  const intervalRef = useRef(autoplayMs);
  intervalRef.current = autoplayMs;
  // The autoplay interval, read when a timer is set (the prop or the theme's duration may change).
  const intervalOf = useCallback(() => intervalRef.current ?? readDurationMs('autoplay'), []);
  const changeRef = useRef(onSlideChange);
  changeRef.current = onSlideChange;
  // A dot tapped before keen-slider started (below): the slide it asked for, taken when it starts.
  const pendingRef = useRef<number | undefined>(undefined);
  const [autoplay] = useState(() => createAutoplay({ intervalMs: intervalOf }));

  const rtl = dir === 'rtl' && !vertical;
  const duration = reduced ? 0 : (speedMs ?? readDurationMs('slide'));
  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop: many,
      vertical,
      rtl,
      drag: many,
      defaultAnimation: { duration },
      created(s) {
        const wanted = pendingRef.current;
        pendingRef.current = undefined;
        if (wanted !== undefined && wanted !== s.track.details.rel) s.moveToIdx(wanted, true, { duration: 0 });
      },
      slideChanged(s) {
        setCurrent(s.track.details.rel);
        changeRef.current?.(s.track.details.rel);
      },
    }),
    [many, vertical, rtl, duration],
  );
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // keen-slider starts when it is first needed: when the player reaches for the carousel (a press,
  // the pointer over it, focus in it) or when its first autoplay advance is due. Its start measures
  // the strip (its size, and its computed direction), writes each slide's place and runs the
  // library's code for the first time: on the home, a task for the banners and one for the ticker in
  // the page's first seconds, when a player's first taps land and nothing has moved yet
  // (docs/decisions/web-server-rendering.md). Until then the strip shows its first slide, as the
  // server drew it.
  // - Reached for: it starts at once, in the press's capture, so keen-slider's own listeners on the
  //   strip (added as it starts) take the same touch as the start of a drag.
  // - A dot tapped with no press first (a script's click) or a reach before every slide is there: it
  //   starts once the whole strip is rendered (a slider started on the first slides alone would loop
  //   over those), in a task of its own after the next frame, while the page's style and layout are
  //   still the frame's (its reads then force no style pass over what the page changed since).
  // - Autoplay: a full interval after the strip is whole, unless held (the pause control, reduced
  //   motion); then the slider starts and moves on at once (not in a hidden tab).
  // - Right to left: after the next frame, once whole (below).
  const stripRef = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const [live, setLive] = useState<KeenSliderInstance | null>(null);
  const [asked, setAsked] = useState(false);
  const ready = many && all;
  const startSlider = () => {
    if (slider.current || !stripRef.current) return;
    slider.current = new KeenSlider(stripRef.current, optionsRef.current, [autoplay.plugin]);
    setLive(slider.current);
  };
  const startRef = useRef(startSlider);
  startRef.current = startSlider;
  const reach = () => {
    if (slider.current || !many) return;
    if (ready) startSlider();
    else {
      setAsked(true);
      untrim();
    }
  };
  // A right-to-left strip starts after the next frame, as soon as it is whole: until keen-slider
  // has measured it, its slides are squeezed side by side (Carousel.styles.ts, Slide).
  const eager = asked || rtl;
  useEffect(() => {
    if (!ready || !eager) return undefined;
    return afterPaint(() => startRef.current());
  }, [ready, eager]);
  const stopped = reduced || !many;
  const held = userPaused || stopped;
  useEffect(() => {
    if (!ready || live || held) return undefined;
    const timer = setTimeout(() => {
      startRef.current();
      if (document.visibilityState !== 'hidden') slider.current?.next();
    }, intervalOf());
    return () => clearTimeout(timer);
  }, [ready, live, held, intervalOf]);
  useEffect(
    () => () => {
      slider.current?.destroy();
      slider.current = null;
      setLive(null);
    },
    [ready],
  );

  // Options that change after the start (the motion setting, the direction): keen-slider takes them
  // in place.
  useEffect(() => {
    slider.current?.update(options);
  }, [options]);

  useEffect(() => {
    autoplay.setHeld(held);
  }, [autoplay, held]);

  // Slides added or removed after mount: keen-slider measures again.
  useEffect(() => {
    slider.current?.update();
  }, [shown.length]);

  // keen-slider measures again on window resizes only. The strip can change size without one (the
  // page's margin or a parent laid out again after the styles or fonts came): then its slides kept
  // the old width, a strip of narrow slides with a gap. Compared with what keen-slider measured, so
  // nothing is read from the layout here. The strip's size never follows its slides (its styles:
  // inline-size containment), so measuring again cannot feed itself; the measure waits for the next
  // frame, outside the observer's callback.
  useEffect(() => {
    const s = live;
    if (!s?.container || typeof ResizeObserver === 'undefined') return undefined;
    let frame = 0;
    const ro = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      if (!box) return;
      const size = vertical ? box.blockSize : box.inlineSize;
      if (Math.abs(size - s.size) < 1) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => s.update());
    });
    ro.observe(s.container);
    return () => {
      cancelAnimationFrame(frame);
      ro.disconnect();
    };
  }, [shown.length, vertical, live]);

  // The slides' elements stay the same objects while only the slider's start changes (`live`):
  // the render after the start renders no slide and no picture again.
  const slides = useMemo(
    () =>
      shown.map((item, i) => (
        <Slide
          key={getKey(item, i)}
          className="keen-slider__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={format(locale, labels.slideOf, i + 1, count)}
          aria-hidden={many && i !== current ? true : undefined}
          {...(many && i !== current ? { inert: '' } : {})}
        >
          {renderItem(item, i)}
        </Slide>
      )),
    [shown, many, current, count, labels.slideOf, locale, renderItem, getKey],
  );

  if (count === 0) return null;
  const autoplaying = !stopped && !userPaused;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      data-orientation={orientation}
      onPointerDownCapture={reach}
      onMouseEnter={reach}
      onFocusCapture={reach}
    >
      <Slides
        ref={stripRef}
        id={slidesId}
        className={many ? 'keen-slider' : undefined}
        // APG: announce slide changes only when the user makes them.
        aria-live={autoplaying ? 'off' : 'polite'}
      >
        {slides}
      </Slides>
      {many && !reduced && (
        <PauseButton
          type="button"
          aria-controls={slidesId}
          aria-label={userPaused ? labels.play : labels.pause}
          onClick={() => setUserPaused((p) => !p)}
        >
          <PlayPauseGlyph paused={userPaused} />
        </PauseButton>
      )}
      {many && pagination && (
        <Dots>
          {items.map((item, i) => (
            <Dot
              key={getKey(item, i)}
              type="button"
              aria-controls={slidesId}
              aria-label={format(locale, labels.slideOf, i + 1, count)}
              aria-current={i === current || undefined}
              onClick={() => {
                if (slider.current) {
                  slider.current.moveToIdx(i);
                  return;
                }
                // Not started yet: the dot shows the choice now and the slider starts on it (its
                // move there is the slide change onSlideChange hears of, once), with every slide.
                pendingRef.current = i;
                setCurrent(i);
                setAsked(true);
                untrim();
              }}
            />
          ))}
        </Dots>
      )}
    </Root>
  );
}
