import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '../provider/KitProvider.tsx';
import { PageTransition, shouldFade } from './PageTransition.tsx';
import { isSwipeTravel, useSwipeBack } from './useSwipeBack.ts';

describe('shouldFade (docs/product/screens-and-routes.md#page-transitions)', () => {
  const base = { navigationType: 'push' as const, swipedBack: false, skipAnimation: false, reducedMotion: false };
  it('fades on push, replace and a pop from the back button', () => {
    expect(shouldFade(base)).toBe(true);
    expect(shouldFade({ ...base, navigationType: 'replace' })).toBe(true);
    expect(shouldFade({ ...base, navigationType: 'pop' })).toBe(true);
  });
  it('does not fade on a pop caused by a swipe-back, when skipped or under reduced motion', () => {
    expect(shouldFade({ ...base, navigationType: 'pop', swipedBack: true })).toBe(false);
    expect(shouldFade({ ...base, skipAnimation: true })).toBe(false);
    expect(shouldFade({ ...base, reducedMotion: true })).toBe(false);
  });
});

describe('PageTransition', () => {
  it('remounts the page per key and marks whether it animates', () => {
    const { rerender } = render(
      <KitProvider motion="no-preference">
        <PageTransition transitionKey="/m/home">home</PageTransition>
      </KitProvider>,
    );
    expect(screen.getByText('home')).toHaveAttribute('data-animate', 'true');
    rerender(
      <KitProvider motion="no-preference">
        <PageTransition transitionKey="/m/home/deposit" navigationType="pop" swipedBack>
          deposit
        </PageTransition>
      </KitProvider>,
    );
    expect(screen.getByText('deposit')).toHaveAttribute('data-animate', 'false');
  });
});

function touch(type: string, x: number) {
  const event = new Event(type, { bubbles: true }) as Event & { touches: Array<{ clientX: number }> };
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientX: x }] });
  act(() => void window.dispatchEvent(event));
}

describe('useSwipeBack', () => {
  it('isSwipeTravel: over the threshold either way', () => {
    expect(isSwipeTravel(10, 110, 100)).toBe(false);
    expect(isSwipeTravel(10, 111, 100)).toBe(true);
    expect(isSwipeTravel(300, 150, 100)).toBe(true);
  });

  it('counts horizontal travel over 100 px (the token) once per gesture', () => {
    let consume: () => boolean = () => false;
    function Probe() {
      consume = useSwipeBack();
      return null;
    }
    render(<Probe />);
    touch('touchstart', 5);
    touch('touchmove', 60);
    touch('touchmove', 105);
    touch('touchend', 0);
    expect(consume()).toBe(false);
    touch('touchstart', 5);
    touch('touchmove', 106);
    touch('touchend', 0);
    expect(consume()).toBe(true);
    expect(consume()).toBe(false);
  });
});
