/**
 * Below-the-fold blocks mount when they come near the viewport (their code is a chunk of its own);
 * until then a box of the block's height holds the space, so nothing shifts (CLS 0).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

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
}

export function LazyBlock({ minHeight, children, rootMargin = '200px', testId }: LazyBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
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
}
