/**
 * Our namespaces load lazily and `useTranslation` suspends until they are in (app/src/i18n/README):
 * each page renders under this boundary, with a skeleton of its own shape meanwhile (no white
 * screen, no shift).
 */
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { i18n } from '../../i18n/index.ts';
import { SkeletonGrid, SkeletonList } from '@lobby/ui-kit';
import { theme } from '@lobby/tokens';

/** Ask for our namespaces as soon as a page chunk is evaluated, in parallel with rendering. */
export function preloadNamespaces(...ns: string[]): void {
  void i18n.loadNamespaces(ns).catch(() => undefined);
}

const Pad = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
`;

export function PageSkeleton() {
  return (
    <Pad>
      <SkeletonList rows={1} avatar={false} lines={1} />
      <SkeletonGrid count={12} />
    </Pad>
  );
}

export function PageSuspense({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback ?? <PageSkeleton />}>{children}</Suspense>;
}
