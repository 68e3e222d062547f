import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser; on the server, where there is no layout and React warns about
 * the layout effect on every render, a plain effect (which the server never runs either).
 */
export const useLayoutEffectInBrowser = typeof document === 'undefined' ? useEffect : useLayoutEffect;
