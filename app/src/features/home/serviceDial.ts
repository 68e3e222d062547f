import { theme } from '@lobby/tokens';

/**
 * The folded service dial (frame/FloatingService.tsx) is fixed at the end edge, space.sm in, and the
 * home's blocks scroll under it. A block keeps this much room at its end, measured from its own edge,
 * so its content stays clear of the dial: the dial plus a space.sm gap on each side, less the page's
 * own space.md margin; on screens wider than the page the margin outside it counts (0% is a zero
 * that max() accepts beside lengths). Reserved whether or not the service links have arrived, so
 * nothing reflows when the dial appears.
 */
export const dialClearance = `calc(
  ${theme.space.sm} * 2 + ${theme.floatingService.size} - ${theme.space.md} -
    max(0%, (100vw - ${theme.size.pageMax}) / 2)
)`;
