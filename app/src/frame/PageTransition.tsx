/**
 * spec 2: pages fade in for 300 ms (the 'fade' motion token), with none when a swipe-back gesture
 * (horizontal travel over 100 px, the 'swipeBack' distance token) led to a pop navigation.
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { readNumber } from '@lobby/tokens';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Fade = styled.div`
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.fade} ${({ theme }) => theme.motion.easing.standard} both;
  &[data-transition='none'] {
    animation: none;
  }
`;

/** A swipe counts for the next pop navigation that follows within this window. */
const swipeWindowMs = 1000;

/** Remembers when the last horizontal swipe longer than the threshold ended. */
function useLastSwipe() {
  const last = useRef(0);
  useEffect(() => {
    let startX = 0;
    let startY = 0;
    const threshold = () => {
      const n = readNumber('--motion-distance-swipe-back');
      return Number.isFinite(n) ? n : 100;
    };
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      if (!t) return;
      startX = t.clientX;
      startY = t.clientY;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!t) return;
      const dx = Math.abs(t.clientX - startX);
      if (dx > threshold() && dx > Math.abs(t.clientY - startY)) last.current = Date.now();
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);
  return last;
}

export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastSwipe = useLastSwipe();
  // Read during render on purpose: the decision belongs to this navigation.
  const swiped = navigationType === 'POP' && Date.now() - lastSwipe.current < swipeWindowMs;
  return (
    <Fade key={location.pathname} data-transition={swiped ? 'none' : 'fade'} data-testid="page">
      {children}
    </Fade>
  );
}
