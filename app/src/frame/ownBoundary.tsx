import { memo, Suspense } from 'react';
import type { ComponentType } from 'react';

/**
 * A part that hydrates as a unit of its own (docs/decisions/web-server-rendering.md). On a
 * server-rendered page React hydrates the root first and leaves each Suspense boundary of the
 * server's markup for later: each then hydrates on its own, in slices that leave the main thread
 * free between them, and a tap on one still waiting hydrates that one first. A boundary handed new
 * props before it has hydrated must hydrate at once, in one piece, or React drops its markup and
 * renders it again (#421): memo keeps each part's props the same while its parent renders again.
 * Used by the frame's parts and the home's first-screen blocks.
 */
export function ownBoundary<P extends object>(Part: ComponentType<P>) {
  return memo(function OwnBoundary(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
