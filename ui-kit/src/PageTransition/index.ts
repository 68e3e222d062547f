export { PageTransition, shouldFade } from './PageTransition.tsx';
export type { PageTransitionProps, NavigationType } from './PageTransition.tsx';
export { useSwipeBack, isSwipeTravel } from './useSwipeBack.ts';
export type { SwipeBackOptions } from './useSwipeBack.ts';
