import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { KeenSliderInstance } from 'keen-slider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import type { MotionPreference } from '../provider/KitProvider.tsx';
import { createAutoplay } from './autoplayPlugin.ts';
import { Carousel } from './Carousel.tsx';

/** The parts of a keen-slider instance the plugin touches. */
function fakeSlider() {
  const handlers: Record<string, Array<(s: KeenSliderInstance) => void>> = {};
  const container = document.createElement('div');
  const inside = document.createElement('button');
  container.append(inside);
  document.body.append(container);
  const slider = {
    container,
    next: vi.fn(),
    on: (name: string, fn: (s: KeenSliderInstance) => void) => {
      (handlers[name] ??= []).push(fn);
    },
    emit: (name: string) => handlers[name]?.forEach((fn) => fn(slider as unknown as KeenSliderInstance)),
  };
  return { slider, inside };
}

describe('autoplay plugin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  const start = () => {
    const autoplay = createAutoplay({ intervalMs: () => 5000 });
    const { slider, inside } = fakeSlider();
    autoplay.plugin(slider as unknown as KeenSliderInstance);
    slider.emit('created');
    const advanceOnce = () => {
      act(() => vi.advanceTimersByTime(5000));
      slider.emit('animationEnded');
    };
    return { autoplay, slider, inside, advanceOnce };
  };

  it('advances every 5000 ms', () => {
    const { slider, advanceOnce } = start();
    act(() => vi.advanceTimersByTime(4999));
    expect(slider.next).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    slider.emit('animationEnded');
    advanceOnce();
    expect(slider.next).toHaveBeenCalledTimes(2);
  });

  it('waits on hover, on focus inside and while held, and restarts a full interval after', () => {
    const { autoplay, slider, inside } = start();
    fireEvent.mouseEnter(slider.container);
    act(() => vi.advanceTimersByTime(20_000));
    fireEvent.mouseLeave(slider.container);
    act(() => vi.advanceTimersByTime(4999));
    expect(slider.next).not.toHaveBeenCalled();

    inside.focus();
    act(() => vi.advanceTimersByTime(20_000));
    expect(slider.next).not.toHaveBeenCalled();
    inside.blur();

    autoplay.setHeld(true);
    act(() => vi.advanceTimersByTime(20_000));
    expect(slider.next).not.toHaveBeenCalled();
    autoplay.setHeld(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(slider.next).toHaveBeenCalledTimes(1);
  });

  it('waits when focus was already inside as the slider started (a start by focus)', () => {
    const autoplay = createAutoplay({ intervalMs: () => 5000 });
    const { slider, inside } = fakeSlider();
    autoplay.plugin(slider as unknown as KeenSliderInstance);
    inside.focus();
    slider.emit('created');
    act(() => vi.advanceTimersByTime(20_000));
    expect(slider.next).not.toHaveBeenCalled();
    inside.blur();
    act(() => vi.advanceTimersByTime(5000));
    expect(slider.next).toHaveBeenCalledTimes(1);
  });

  it('waits while the tab is hidden', () => {
    const { slider } = start();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(slider.next).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    act(() => vi.advanceTimersByTime(5000));
    expect(slider.next).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('stops for good when the slider is destroyed', () => {
    const { slider } = start();
    slider.emit('destroyed');
    act(() => vi.advanceTimersByTime(20_000));
    expect(slider.next).not.toHaveBeenCalled();
  });
});

const banners = ['Deposit bonus', 'Invite friends', 'Weekly cashback'];
const renderCarousel = (items: string[], motion: MotionPreference = 'no-preference') =>
  render(
    <KitProvider motion={motion}>
      <Carousel label="Promotions" items={items} getKey={(s) => s} renderItem={(s) => <p>{s}</p>} />
    </KitProvider>,
  );

describe('Carousel', () => {
  it('renders nothing with no slides', () => {
    const { container } = renderCarousel([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('is still with one slide: no dots, no pause, no slider', () => {
    renderCarousel(['Only one']);
    expect(screen.getByRole('group', { name: 'Slide 1 of 1' })).toHaveTextContent('Only one');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(document.querySelector('.keen-slider')).toBeNull();
  });

  it('renders the slide in view and the next first, every label counting all; the rest follow when idle', async () => {
    const five = [...banners, 'Lucky draw', 'VIP club'];
    const page = (
      <KitProvider>
        <Carousel label="Promotions" items={five} getKey={(s) => s} renderItem={(s) => <p>{s}</p>} />
      </KitProvider>
    );
    const labels = (root: ParentNode) =>
      Array.from(root.querySelectorAll('[aria-roledescription="slide"]'), (s) => s.getAttribute('aria-label'));
    // A server's render: two slides, five dots.
    const server = document.createElement('div');
    server.innerHTML = renderToString(page);
    expect(labels(server)).toEqual(['Slide 1 of 5', 'Slide 2 of 5']);
    expect(server.querySelectorAll('button[aria-label^="Slide"]')).toHaveLength(5);
    // In the browser the rest join once it is idle, and the slider starts with them all.
    render(page);
    expect(labels(document)).toEqual(['Slide 1 of 5', 'Slide 2 of 5']);
    await waitFor(() => expect(labels(document)).toHaveLength(5));
    expect(labels(document).at(-1)).toBe('Slide 5 of 5');
    expect(screen.getByText('VIP club')).toBeInTheDocument();
  });

  it('has APG carousel semantics, dots and a pause control with three slides', async () => {
    renderCarousel(banners);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const allSlides = () => document.querySelectorAll('[aria-roledescription="slide"]');
    await waitFor(() => expect(allSlides()).toHaveLength(3));
    const slides = allSlides();
    expect(Array.from(slides, (s) => s.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    // only the current slide is reachable; the others are hidden and inert
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(slides[1]).toHaveAttribute('inert');
    expect(screen.getAllByRole('button', { name: /^Slide \d of 3$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Slide 1 of 3' })).toHaveAttribute('aria-current', 'true');

    const live = document.querySelector('.keen-slider')!;
    expect(live).toHaveAttribute('aria-live', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps a dot tapped before the slider started and starts on that slide', async () => {
    renderCarousel(banners);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    const third = () => document.querySelectorAll('[aria-roledescription="slide"]')[2];
    expect(screen.getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(third()).not.toHaveAttribute('aria-hidden');
    // The slider starts a frame and a task later, on the third slide (the story's screenshot shows it
    // placed there in a browser; jsdom lays nothing out).
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(screen.getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(third()).not.toHaveAttribute('aria-hidden');
  });

  // keen-slider writes each slide's size and place in its first frame: a slide with a style is a started slider.
  const started = () => document.querySelector('.keen-slider__slide')?.hasAttribute('style') ?? false;
  const wait = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));
  const quick = (motion: MotionPreference = 'no-preference') =>
    render(
      <KitProvider motion={motion}>
        <Carousel
          label="Promotions"
          items={banners}
          getKey={(s) => s}
          renderItem={(s) => <p>{s}</p>}
          autoplayMs={300}
        />
      </KitProvider>,
    );
  const whole = () => waitFor(() => expect(document.querySelectorAll('.keen-slider__slide')).toHaveLength(3));

  it('starts the slider when its first autoplay advance is due, and moves on', async () => {
    quick();
    await whole();
    await wait(100);
    expect(started()).toBe(false);
    await waitFor(() => expect(started()).toBe(true), { timeout: 2000 });
    await waitFor(() =>
      expect(document.querySelector('[aria-label="Slide 1 of 3"]')).toHaveAttribute('aria-hidden', 'true'),
    );
  });

  it('starts the slider when reached for, even while autoplay is held', async () => {
    quick('reduce');
    await whole();
    await wait(600);
    // Held (reduced motion): it does not start by itself.
    expect(started()).toBe(false);
    fireEvent.pointerDown(screen.getByText('Deposit bonus'));
    await wait(50);
    expect(started()).toBe(true);
  });

  it('starts the slider when focus comes in', async () => {
    quick('reduce');
    await whole();
    await wait(50);
    expect(started()).toBe(false);
    act(() => screen.getByRole('button', { name: 'Slide 2 of 3' }).focus());
    await wait(50);
    expect(started()).toBe(true);
  });

  it('starts a right-to-left slider once whole, with no reach (its slides wait squeezed until it measures)', async () => {
    render(
      <KitProvider motion="reduce" dir="rtl">
        <Carousel label="Promotions" items={banners} getKey={(s) => s} renderItem={(s) => <p>{s}</p>} />
      </KitProvider>,
    );
    await whole();
    await waitFor(() => expect(started()).toBe(true));
  });

  it('stops under reduced motion: no autoplay, no pause control, changes announced', () => {
    renderCarousel(banners, 'reduce');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(document.querySelector('.keen-slider')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('button', { name: /^Slide/ })).toHaveLength(3);
  });
});
