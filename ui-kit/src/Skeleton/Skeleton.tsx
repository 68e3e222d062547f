import type { CSSProperties } from 'react';
import { useLabels, useReducedMotion } from '../provider/KitProvider.tsx';
import { Block, Card, Grid, Lines, Row, Status } from './Skeleton.styles.ts';
import type { SkeletonShape } from './Skeleton.styles.ts';

export interface SkeletonProps {
  /** Text line, rectangle or circle. @default 'text' */
  shape?: SkeletonShape;
  /** CSS width, e.g. '60%' or a token var. @default '100%' (circles: their height) */
  width?: string;
  /** CSS height. @default one text line for 'text', space.xxl otherwise */
  height?: string;
  /** Width-to-height ratio; the height then follows the width (tiles, banners). */
  ratio?: number;
}

/** One placeholder block. Decorative: wrap blocks in SkeletonList/SkeletonGrid, which announce loading. */
export function Skeleton({ shape = 'text', width, height, ratio }: SkeletonProps) {
  const reduced = useReducedMotion();
  const style: CSSProperties = {};
  if (width) style.width = width;
  if (height) style.height = height;
  if (shape === 'circle' && height && !width) style.width = height;
  if (ratio) {
    style.aspectRatio = String(ratio);
    style.height = 'auto';
  }
  return <Block aria-hidden="true" data-shimmer={!reduced} $shape={shape} $animated={!reduced} style={style} />;
}

// Widths vary a little per row so the placeholder reads as text, not as a table.
const lineWidths = ['72%', '88%', '64%', '80%', '56%'];

export interface SkeletonListProps {
  /** How many rows. @default 5 */
  rows?: number;
  /** A round picture at the start of each row (winner board, messages). @default true */
  avatar?: boolean;
  /** Text lines per row. @default 2 */
  lines?: 1 | 2 | 3;
  /** Announced while it shows. @default the kit's 'Loading' label */
  label?: string;
}

/** A list's loading placeholder: rows of avatar and text lines, one polite status for the whole list. */
export function SkeletonList({ rows = 5, avatar = true, lines = 2, label }: SkeletonListProps) {
  const labels = useLabels();
  return (
    <Status role="status" aria-busy="true" aria-label={label ?? labels.loading}>
      {Array.from({ length: Math.max(0, rows) }, (_, r) => (
        <Row key={r}>
          {avatar && <Skeleton shape="circle" height="var(--space-xxl)" />}
          <Lines>
            {Array.from({ length: lines }, (_, l) => (
              <Skeleton key={l} width={l === 0 ? lineWidths[r % lineWidths.length] : '40%'} />
            ))}
          </Lines>
        </Row>
      ))}
    </Status>
  );
}

export interface SkeletonGridProps {
  /** How many cards. @default 9 */
  count?: number;
  /** Shows a title line under each card (game name). @default true */
  withTitle?: boolean;
  /** Announced while it shows. @default the kit's 'Loading' label */
  label?: string;
}

/** A card grid's loading placeholder, in the game grid's columns and gap (gameTile tokens). */
export function SkeletonGrid({ count = 9, withTitle = true, label }: SkeletonGridProps) {
  const labels = useLabels();
  return (
    <Grid role="status" aria-busy="true" aria-label={label ?? labels.loading}>
      {Array.from({ length: Math.max(0, count) }, (_, i) => (
        <Card key={i}>
          <Skeleton shape="rect" ratio={1} />
          {withTitle && <Skeleton width="80%" />}
        </Card>
      ))}
    </Grid>
  );
}
