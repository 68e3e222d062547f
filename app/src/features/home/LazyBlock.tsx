/**
 * Below-the-fold blocks mount when they come near the viewport (their code is a chunk of its own);
 * until then a box of the block's height holds the space, so nothing shifts (CLS 0).
 */
import { memo, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAfterFirstScreen, useHydrated } from '../../state/atomHooks.ts';

/*
 * content-visibility: the browser skips the layout and paint of a block while it is away from the
 * viewport (the server's hall is some 500 elements and 60 images below a phone's first screen),
 * holding the reserved height meanwhile; `auto` keeps the size it last had once it has rendered.
 */
const Box = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${({ $minHeight }) => $minHeight};
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
  /** Fetches the block's code: called once the page is up, so the block draws at once when near. */
  preload?: () => Promise<unknown>;
}

/**
 * Whether the block starts mounted is decided once: the flip of useHydrated after hydration
 * re-renders this outer part only. The block itself is memoised, so neither that flip nor a
 * parent's re-render reaches a boundary whose server markup is still hydrating (a new element
 * there would make React drop the markup and render it again: error #421).
 */
export function LazyBlock({ ssr = false, preload, ...props }: LazyBlockProps) {
  const hydrated = useHydrated();
  const [mounted] = useState(ssr && !hydrated);
  // A block the server left out of its page does not mount while that page's first screen is
  // still loading and hydrating, even when near (a tall phone): it waits for the page to be up. A
  // server-rendered block passes a constant, so the flip re-renders none of it.
  const pageUp = useAfterFirstScreen();
  useEffect(() => {
    if (pageUp) preload?.().catch(() => undefined);
  }, [pageUp, preload]);
  return <Block {...props} mounted={mounted} waiting={!ssr && !pageUp} />;
}

/**
 * What a server-rendered block's hydration waits behind in the browser: opened once, when the block
 * comes near the viewport or the player first touches or types. Until then the server's markup
 * stays as sent (React keeps a suspended boundary's server markup), so a block below the fold costs
 * nothing while the first screen hydrates; once open, React hydrates it in slices, not one long task.
 */
interface Gate {
  open: boolean;
  opened: Promise<void>;
  release: () => void;
}

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const gate: Gate = {
    open: false,
    opened: new Promise<void>((r) => (resolve = r)),
    release: () => {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

/** Suspends until the gate opens (a thrown promise: React 18's way to wait inside a boundary). */
function Hold({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.opened;
  return <>{children}</>;
}

const inputs = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Calls `onNear` once the element is within `rootMargin` of the viewport (at once without IO). */
function whenNear(el: Element, rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNear(), { rootMargin });
  io.observe(el);
  return () => io.disconnect();
}

const Block = memo(function Block({
  minHeight,
  children,
  rootMargin = '200px',
  testId,
  mounted,
  waiting,
}: Omit<LazyBlockProps, 'ssr' | 'preload'> & { mounted: boolean; waiting: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(mounted);
  // Only in the browser's hydration of a server-rendered block (the server renders it at once).
  const [gate] = useState(() => (mounted && typeof window !== 'undefined' ? createGate() : null));
  useEffect(() => {
    const el = ref.current;
    if (!el || !gate || gate.open) return undefined;
    const release = () => gate.release();
    // Capture on window: the gate is open before React looks at the touch's target, so a tap on a
    // block still waiting hydrates it at once and is not lost.
    for (const type of inputs) window.addEventListener(type, release, { capture: true, passive: true, once: true });
    const stop = whenNear(el, rootMargin, release);
    return () => {
      stop();
      for (const type of inputs) window.removeEventListener(type, release, { capture: true });
    };
  }, [gate, rootMargin]);
  useEffect(() => {
    const el = ref.current;
    if (!el || near || waiting) return undefined;
    return whenNear(el, rootMargin, () => setNear(true));
  }, [near, waiting, rootMargin]);
  return (
    <Box ref={ref} $minHeight={minHeight} data-testid={testId}>
      {near && <Suspense fallback={null}>{gate ? <Hold gate={gate}>{children}</Hold> : children}</Suspense>}
    </Box>
  );
});
