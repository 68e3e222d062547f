/**
 * Navigation answering a tap (a game tile, a banner, the header, the footer, the home's quick
 * buttons). The browser first paints the tap's own answer (the pressed tile, the focus ring); the
 * route change starts right after that paint. The router's work for a change (matching, its lazy
 * route's import and Vite's preload links for the page's chunks) took 40-90 ms inside the click
 * handler on a throttled phone, all of it before the tap's first paint, which is what INP measures
 * (docs/decisions/web-server-rendering.md, "The first tap").
 * Only taps use it: a redirect from an effect still navigates at once, in its order.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigateOptions, To } from 'react-router-dom';
import { afterPaint } from '@lobby/ui-kit';

export function useTapNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback((to: To, options?: NavigateOptions) => afterPaint(() => void navigate(to, options)), [navigate]);
}
