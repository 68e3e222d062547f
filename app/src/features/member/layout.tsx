/**
 * The building blocks of the member, money and content screens: page frame (Suspense for the
 * lazy i18n namespaces), cards, rows, a skeleton, a sheet, and the loading/error/empty switch.
 */
import { Suspense, useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { CloseIcon, EmptyState } from '@lobby/ui-kit';
import { ErrorState } from '../../frame/ErrorState.tsx';
import type { LoadState } from './useLoad.ts';

export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Strong = styled.strong`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A state label. Accent uses the accent pair; success and danger keep body text on the surface
 * with a coloured edge, so the contrast holds in every brand (axe color-contrast). */
export const Chip = styled.span<{ $tone?: 'accent' | 'success' | 'danger' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.color.bg.success
        : $tone === 'danger'
          ? theme.color.border.danger
          : $tone === 'accent'
            ? theme.color.bg.accent
            : theme.color.border.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.bg.accent : theme.color.bg.sunken)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.fg.onAccent : theme.color.fg.default)};
`;

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;
const Bone = styled.div`
  height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
  animation: ${shimmer} ${({ theme }) => theme.motion.duration.fade} ${({ theme }) => theme.motion.easing.standard}
    infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** TODO(kit): Skeleton — a stand-in until ui-kit exports it. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Screen aria-busy="true" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Bone key={i} />
      ))}
    </Screen>
  );
}

/** Every page of issue 9 renders inside this: its namespaces load lazily (i18n README). */
export function PageFrame({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ListSkeleton />}>{children}</Suspense>;
}

export interface LoadableProps<T> {
  state: LoadState<T>;
  onRetry: () => void;
  /** Whether the loaded data counts as 'no data' (spec 2 empty-data view). */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/** No white screen: skeleton while loading, ErrorState with retry, EmptyState for no data. */
export function Loadable<T>({ state, onRetry, isEmpty, emptyTitle, skeletonRows, children }: LoadableProps<T>) {
  const { t } = useTranslation('common');
  if (state.status === 'error' && state.data === undefined)
    return <ErrorState onRetry={onRetry} headingLevel="h2" title={t('shell.loadFailed')} />;
  if (state.data === undefined) return <ListSkeleton rows={skeletonRows} />;
  if (isEmpty?.(state.data)) return <EmptyState title={emptyTitle ?? t('shell.noData')} />;
  return <>{children(state.data)}</>;
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.color.bg.overlay};
`;
const Panel = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.size.pageMax};
  max-height: 85dvh;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => `${theme.radius.xl} ${theme.radius.xl} 0 0`};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;
const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.size.touch};
  min-height: ${({ theme }) => theme.size.touch};
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

export interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
}

/** TODO(kit): Modal — a bottom sheet stand-in (Escape and the overlay close it). */
export function Sheet({ open, title, onClose, closeLabel, children, testId }: SheetProps) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  // A portal: the page sits inside the frame's fading (stacking) context, under the footer.
  return createPortal(
    <Overlay onClick={onClose}>
      <Panel
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
      >
        <Row>
          <CardTitle id={titleId}>{title}</CardTitle>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose} autoFocus>
            <CloseIcon />
          </CloseButton>
        </Row>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}

/** The text of any failure, for a toast or an inline line. */
export { errorTextOf } from './errors.ts';
