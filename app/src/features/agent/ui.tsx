/**
 * The agent screens' building blocks: page frame (Suspense for the lazy `agent` namespace), cards,
 * figures, tables with totals, a date-range bar, a pager, a bar chart in inline SVG, a bottom sheet,
 * and the loading / error / empty switch (no white screen).
 */
import { Suspense, useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button, CloseIcon, EmptyState } from '@lobby/ui-kit';
import { ErrorState } from '../../frame/ErrorState.tsx';
import { formatMoney } from '../../i18n/index.ts';
import { rangePresets } from './rules.ts';
import type { RangePreset } from './rules.ts';
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
  min-width: 0;
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

/** Figures line up: tabular digits everywhere a number is shown. */
export const Num = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Figures in a grid of tiles: label above, number below. */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;
const StatBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  &[data-tone='up'] dd {
    color: ${({ theme }) => theme.color.fg.success};
  }
  &[data-tone='down'] dd {
    color: ${({ theme }) => theme.color.fg.danger};
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
/** Money with 2 decimals (spec 2/9). */
export const money = (n: number): string => formatMoney(n);
export const toneOf = (n: number): 'up' | 'down' | undefined => (n > 0 ? 'up' : n < 0 ? 'down' : undefined);

/** A compact table: first column text, the rest right-aligned figures; an optional totals row. */
const TableBox = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs}`};
    text-align: end;
    white-space: nowrap;
    border-bottom: thin solid ${({ theme }) => theme.color.border.default};
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.color.fg.muted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
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

/** The date-range presets as a segmented row (spec: date ranges on report pages). */
const Segments = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.sunken};
  button {
    min-height: ${({ theme }) => theme.size.touch};
    border: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.fg.default};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.bg.accent};
    color: ${({ theme }) => theme.color.fg.onAccent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  button:focus-visible {
    outline: medium solid ${({ theme }) => theme.color.border.focus};
  }
`;
export function RangeBar({ value, onChange }: { value: RangePreset; onChange: (p: RangePreset) => void }) {
  const { t } = useTranslation('agent');
  return (
    <Segments role="group" aria-label={t('range.label')} data-testid="range-bar">
      {rangePresets.map((p) => (
        <button key={p} type="button" aria-pressed={p === value} onClick={() => onChange(p)}>
          {t(`range.${p}`)}
        </button>
      ))}
    </Segments>
  );
}

/** Page n of m with previous / next. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('agent');
  if (pages <= 1) return null;
  return (
    <Row as="nav" aria-label={t('pager.label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </Button>
      <Muted>
        <Num>{t('pager.of', { page, pages })}</Num>
      </Muted>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Row>
  );
}

/**
 * A small bar chart in inline SVG (no chart library): one bar per point, negatives below the axis,
 * a text summary for screen readers. Colours come from tokens through CSS.
 */
const ChartSvg = styled.svg`
  width: 100%;
  height: auto;
  display: block;
  .bar {
    fill: ${({ theme }) => theme.color.bg.accent};
  }
  .bar.neg {
    fill: ${({ theme }) => theme.color.bg.danger};
  }
  .axis {
    stroke: ${({ theme }) => theme.color.border.strong};
  }
  text {
    fill: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-family: inherit;
  }
`;
export function BarChart({
  points,
  label,
  testId,
}: {
  points: readonly { label: string; value: number }[];
  label: string;
  testId?: string;
}) {
  const width = 320;
  const height = 120;
  const pad = 14;
  const max = Math.max(0, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const span = max - min || 1;
  const y = (v: number) => pad + ((max - v) / span) * (height - 2 * pad);
  const slot = (width - 2) / Math.max(points.length, 1);
  const barW = Math.max(2, slot * 0.6);
  const every = Math.ceil(points.length / 7);
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <ChartSvg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <line className="axis" x1={0} x2={width} y1={y(0)} y2={y(0)} />
        {points.map((p, i) => {
          const top = Math.min(y(p.value), y(0));
          const h = Math.max(Math.abs(y(p.value) - y(0)), p.value === 0 ? 0 : 1);
          const x = 1 + i * slot + (slot - barW) / 2;
          return (
            <g key={p.label}>
              <rect className={p.value < 0 ? 'bar neg' : 'bar'} x={x} y={top} width={barW} height={h} rx={1} />
              {i % every === 0 && (
                <text x={x + barW / 2} y={height - 2} textAnchor="middle">
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </ChartSvg>
    </figure>
  );
}

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
export function Skeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Screen aria-busy="true" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Bone key={i} />
      ))}
    </Screen>
  );
}

/** Every agent page renders inside this: the `agent` namespace loads lazily (i18n README). */
export function AgentFrame({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton />}>{children}</Suspense>;
}

export interface LoadableProps<T> {
  state: LoadState<T>;
  onRetry: () => void;
  /** Whether the data counts as 'no data' (spec 2 empty-data view). */
  isEmpty?: (data: T) => boolean;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}
/** No white screen: skeleton while loading, ErrorState with retry, EmptyState for no data. */
export function Loadable<T>({ state, onRetry, isEmpty, skeletonRows, children }: LoadableProps<T>) {
  if (state.data === undefined) {
    if (state.status === 'error') return <ErrorState onRetry={onRetry} headingLevel="h2" />;
    return <Skeleton rows={skeletonRows} />;
  }
  if (isEmpty?.(state.data)) return <EmptyState />;
  return <>{children(state.data)}</>;
}

/** A bottom sheet with a title and a close button; Escape closes. TODO(kit): Modal. */
const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.color.bg.overlay};
`;
const SheetBox = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.size.pageMax};
  max-height: 90dvh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => `${theme.radius.xl} ${theme.radius.xl} 0 0`};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.touch};
  min-height: ${({ theme }) => theme.size.touch};
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
export function Sheet({
  open,
  title,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('agent');
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
  // Portalled: the page's fade makes a stacking context that would keep the sheet under the footer.
  return createPortal(
    <Scrim onClick={onClose}>
      <SheetBox
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
        data-testid={testId}
      >
        <Row>
          <h2 id={titleId}>{title}</h2>
          <IconButton type="button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Row>
        {children}
      </SheetBox>
    </Scrim>,
    document.body,
  );
}

/** Renders overlays (dialogs) at the end of <body>, above the frame's header and footer. */
export function Overlay({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
