/**
 * The page-layout kit of the member, money, content and agent screens (one module, both areas use
 * it): page frame (Suspense for the lazy i18n namespaces), cards, rows, figures, a table with
 * totals, state chips, the loading / error / empty switch (no white screen, docs/product/screens-and-routes.md#route-list, docs/product/errors.md#toasts) and a
 * dialog sheet — the last two on the kit's Skeleton, ErrorState, EmptyState and Modal.
 */
import { Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, EmptyState, ErrorState, Modal, SkeletonList } from '@lobby/ui-kit';
import { formatMoney } from '../../i18n/index.ts';
import { theme } from '@lobby/tokens';
import type { LoadState } from './useLoad.ts';

export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  color: ${theme.color.fg.default};
`;

/** The raised panel every card of these screens sits on (Card, list items, entry buttons). */
export const surface = css`
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.surface};
  box-shadow: ${theme.shadow.raised};
`;

/** A full-width button laid out as a row (a notice's head, a service entry): no border, the text's own font. */
export const rowButton = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${theme.size.touch};
  padding: ${theme.space.md};
  border: 0;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  ${surface}
  min-width: 0;
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  min-width: 0;
`;

export const Muted = styled.span`
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
`;

/** A label and its value on one row: the label muted at the start, the value (children) at the end. */
export function LabelRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Row>
      <Muted>{label}</Muted>
      {children}
    </Row>
  );
}

/** A column of lines that takes the rest of its row (a title over its date, a name over its amount). */
export const Grow = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  flex: 1;
  min-width: 0;
`;

export const Strong = styled.strong`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

/** Figures line up: tabular digits everywhere a number is shown. */
export const Num = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

export const ErrorLine = styled.p`
  margin: 0;
  color: ${theme.color.fg.danger};
  font-size: ${theme.font.size.sm};
`;

/** The end of a form: the failure of its last send, read out at once, above its submit button. */
export function FormSubmit({
  error,
  busy,
  disabled,
  children,
}: {
  error: string | null;
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      <Button type="submit" block disabled={disabled} loading={busy}>
        {children}
      </Button>
    </>
  );
}

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

/** A state label. Accent uses the accent pair; success and danger keep body text on the surface
 * with a coloured edge, so the contrast holds in every brand (axe color-contrast). */
export const Chip = styled.span<{ $tone?: 'accent' | 'success' | 'danger' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  border: 1px solid
    ${({ $tone }) =>
      $tone === 'success'
        ? theme.color.bg.success
        : $tone === 'danger'
          ? theme.color.border.danger
          : $tone === 'accent'
            ? theme.color.bg.accent
            : theme.color.border.default};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  white-space: nowrap;
  background: ${({ $tone }) => ($tone === 'accent' ? theme.color.bg.accent : theme.color.bg.sunken)};
  color: ${({ $tone }) => ($tone === 'accent' ? theme.color.fg.onAccent : theme.color.fg.default)};
`;

/** A filter chip of a list (a state, a type): pressed, it takes the accent edge and tint. */
export const FilterButton = styled.button<{ $on: boolean }>`
  min-height: ${theme.size.touch};
  padding: 0 ${theme.space.md};
  border: 1px solid ${({ $on }) => ($on ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${theme.radius.pill};
  background: ${({ $on }) => ($on ? theme.color.bg.accentMuted : 'transparent')};
  color: inherit;
  font: inherit;
  font-size: ${theme.font.size.sm};
  cursor: pointer;
`;

/** Figures in a grid of tiles: label above, number below. */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
`;
/** A figure's label (the `dt` of a list of figures): small and muted. */
export const figureLabel = css`
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.xs};
`;
/** A figure's value (the `dd` of a list of figures): no margin, its digits lined up. */
export const figureValue = css`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;
/** One figure of a list of figures (a `dl` styled with figureLabel / figureValue): its `dt` and `dd` in a div. */
export function Figure({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
/** One figure's tile in a grid of figures: label above, number below, on the sunken background. */
export const statTile = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.sunken};
`;
const StatBox = styled.div`
  ${statTile}
  min-width: 0;
  dt {
    ${figureLabel}
  }
  dd {
    ${figureValue}
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  &[data-tone='up'] dd {
    color: ${theme.color.fg.success};
  }
  &[data-tone='down'] dd {
    color: ${theme.color.fg.danger};
  }
`;
export function Stat({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string;
  tone?: 'up' | 'down';
  testId?: string;
}) {
  return (
    <StatBox data-tone={tone} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </StatBox>
  );
}
/** Money with 2 decimals (docs/product/money.md#balance, docs/product/constants.md#money). */
export const money = (n: number): string => formatMoney(n);
export const toneOf = (n: number): 'up' | 'down' | undefined => (n > 0 ? 'up' : n < 0 ? 'down' : undefined);

/** A compact table: first column text, the rest right-aligned figures; an optional totals row. */
const TableBox = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${theme.space.xs} ${theme.space.xs};
    text-align: end;
    white-space: nowrap;
    border-bottom: thin solid ${theme.color.border.default};
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    color: ${theme.color.fg.muted};
    font-weight: ${theme.font.weight.medium};
  }
  tfoot td {
    font-weight: ${theme.font.weight.bold};
    border-bottom: none;
  }
`;
export function DataTable({
  caption,
  head,
  rows,
  foot,
  testId,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  foot?: readonly ReactNode[];
  testId?: string;
}) {
  return (
    <TableBox tabIndex={0} role="region" aria-label={caption} data-testid={testId}>
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            <tr>
              {foot.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </TableBox>
  );
}

const SkeletonBox = styled.div`
  padding: ${theme.space.md};
`;
/** A page's loading placeholder: the kit's SkeletonList (one polite 'Loading' status). */
export function PageSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <SkeletonBox data-testid="skeleton">
      <SkeletonList rows={rows} avatar={false} lines={2} />
    </SkeletonBox>
  );
}

/** Every page renders inside this: its i18n namespaces load lazily (i18n README). */
export function PageFrame({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

/**
 * A route screen of a view in the page frame: `export const HelpPage = framed(HelpList)`; a view
 * that takes props gets them here, `framed(TeamList, { mode: 'team' })`.
 */
export const framed = <P extends object>(View: ComponentType<P>, ...props: object extends P ? [] : [P]) =>
  function FramedScreen() {
    return (
      <PageFrame>
        <View {...(props[0] as P)} />
      </PageFrame>
    );
  };

export interface LoadableProps<T> {
  state: LoadState<T>;
  onRetry: () => void;
  /** Whether the loaded data counts as 'no data' (docs/product/screens-and-routes.md#empty-and-error-views empty-data view). */
  isEmpty?: (data: T) => boolean;
  /** @default the kit's 'No data' label */
  emptyTitle?: string;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/** No white screen: skeleton while loading, ErrorState with retry (docs/product/errors.md#toasts), EmptyState for no data. */
export function Loadable<T>({ state, onRetry, isEmpty, emptyTitle, skeletonRows, children }: LoadableProps<T>) {
  if (state.data === undefined) {
    if (state.status === 'error') return <ErrorState onRetry={onRetry} />;
    return <PageSkeleton rows={skeletonRows} />;
  }
  if (isEmpty?.(state.data)) return <EmptyState title={emptyTitle} />;
  return <>{children(state.data)}</>;
}

/** A screen that is off for this site or this member: one empty view that says so. */
export function Unavailable({ title }: { title: string }) {
  return (
    <Screen>
      <EmptyState title={title} />
    </Screen>
  );
}

const SheetBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

export interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** data-testid of the dialog's body. */
  testId?: string;
}

/** A titled dialog on the kit's Modal: focus trapped, Escape / backdrop / close button close it. */
export function Sheet({ open, title, onClose, children, testId }: SheetProps) {
  return (
    <Modal
      open={open}
      title={title}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <SheetBody data-testid={testId}>{children}</SheetBody>
    </Modal>
  );
}

/** The text of any failure, for a toast or an inline line (docs/product/errors.md#catalogue catalogue). */
export { errorTextOf } from './errors.ts';
