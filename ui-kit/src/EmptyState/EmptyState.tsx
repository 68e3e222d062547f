import type { ReactNode } from 'react';
import { useLabels } from '../provider/KitProvider.tsx';
import { Art, Description, Title, Wrap } from './EmptyState.styles.ts';

export interface EmptyStateProps {
  /** Main line. @default the kit's 'No data' label (docs/product/screens-and-routes.md#empty-and-error-views: empty-data view) */
  title?: string;
  /** A second, quieter line. */
  description?: string;
  /** An action under the text, e.g. a Button. */
  action?: ReactNode;
  /** Replaces the default illustration. */
  art?: ReactNode;
}

function EmptyBox() {
  return (
    <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 18 24 8l18 10v18L24 46 6 36z" strokeLinejoin="round" />
      <path d="M6 18l18 10 18-10M24 28v18" strokeLinejoin="round" />
    </svg>
  );
}

/** What a list shows when there is nothing in it. */
export function EmptyState({ title, description, action, art }: EmptyStateProps) {
  const labels = useLabels();
  return (
    <Wrap>
      <Art>{art ?? <EmptyBox />}</Art>
      <Title>{title ?? labels.noData}</Title>
      {description && <Description>{description}</Description>}
      {action}
    </Wrap>
  );
}
