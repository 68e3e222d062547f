import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider';

export interface AutoplayOptions {
  /** Time each slide stays, in ms (docs/product/constants.md#timings: 5000). Read on every wait, so it may change. */
  intervalMs: () => number;
}

/** A keen-slider plugin plus the handle React uses to hold it (pause control, reduced motion). */
export interface Autoplay {
  plugin: KeenSliderPlugin;
  /** Holds (true) or releases (false) autoplay for a reason outside the slider. */
  setHeld: (held: boolean) => void;
}

/**
 * Our keen-slider autoplay: advances every interval and waits while the pointer is over the
 * slider, focus is inside it, a drag is under way, the tab is hidden, or the caller holds it.
 * Every resume starts a full interval, so a slide never leaves right after you look away.
 */
export function createAutoplay({ intervalMs }: AutoplayOptions): Autoplay {
  let slider: KeenSliderInstance | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  let hovered = false;
  let focused = false;
  let dragging = false;

  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const sync = () => {
    stop();
    if (!slider || held || hovered || focused || dragging || hidden()) return;
    timer = setTimeout(() => {
      slider?.next();
    }, intervalMs());
  };

  const plugin: KeenSliderPlugin = (instance) => {
    const container = instance.container;
    const on = (el: EventTarget, type: string, fn: (e: Event) => void) => {
      el.addEventListener(type, fn);
      return () => el.removeEventListener(type, fn);
    };
    let off: Array<() => void> = [];
    instance.on('created', () => {
      slider = instance;
      // The carousel starts the slider when the pointer comes over it or focus comes in
      // (Carousel.tsx): those have happened by now, with no event left for the listeners below.
      hovered = container.matches(':hover');
      focused = container.contains(document.activeElement);
      off = [
        on(container, 'mouseenter', () => {
          hovered = true;
          sync();
        }),
        on(container, 'mouseleave', () => {
          hovered = false;
          sync();
        }),
        on(container, 'focusin', () => {
          focused = true;
          sync();
        }),
        on(container, 'focusout', (e) => {
          const next = (e as FocusEvent).relatedTarget;
          focused = next instanceof Node && container.contains(next);
          sync();
        }),
        on(document, 'visibilitychange', sync),
      ];
      sync();
    });
    instance.on('dragStarted', () => {
      dragging = true;
      sync();
    });
    instance.on('dragEnded', () => {
      dragging = false;
    });
    // A new slide (by timer, swipe or dot) always gets its full interval.
    instance.on('animationEnded', sync);
    instance.on('updated', sync);
    instance.on('destroyed', () => {
      stop();
      off.forEach((f) => f());
      off = [];
      if (slider === instance) slider = null;
    });
  };

  return {
    plugin,
    setHeld(next) {
      held = next;
      sync();
    },
  };
}
