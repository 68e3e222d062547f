/**
 * Below-the-fold blocks mount when they come near the viewport (their code is a chunk of its own);
 * until then a box of the block's height holds the space, so nothing shifts (CLS 0).
 */
import { memo, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../../state/atomHooks.ts';

const Box = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
`;

export interface LazyBlockProps {
  /** The reserved height, a CSS length built from tokens. */
  minHeight: string;
  children: ReactNode;
  /** Mount this far before the block enters the viewport. @default '200px' */
  rootMargin?: string;
  testId?: string;
  /**
   * Rendered by the server too (its first-screen data in the HTML); the browser's hydration keeps
   * it (the block's chunk loads first, its boundary waits). A client-only page mounts it when near.
   */
  ssr?: boolean;
}

/**
 * Whether the block starts mounted is decided once: the flip of useHydrated after hydration
 * re-renders this outer part only. The block itself is memoised, so neither that flip nor a
 * parent's re-render reaches a boundary whose server markup is still hydrating (a new element
 * there would make React drop the markup and render it again: error #421).
 */
export function LazyBlock({ ssr = false, ...props }: LazyBlockProps) {
  const hydrated = useHydrated();
  const [mounted] = useState(ssr && !hydrated);
  return <Block {...props} mounted={mounted} />;
}

const Block = memo(function Block({
  minHeight,
  children,
  rootMargin = '200px',
  testId,
  mounted,
}: Omit<LazyBlockProps, 'ssr'> & { mounted: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(mounted);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, rootMargin]);
  return (
    <Box ref={ref} $minHeight={minHeight} data-testid={testId}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </Box>
  );
});
