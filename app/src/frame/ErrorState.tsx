/**
 * 'Loading failed, click to retry' (spec 8) with a retry button. TODO(kit ErrorState): use the kit
 * part when ui-kit exports it; keep the same props (onRetry, title).
 */
import { Button, useLabels } from '@lobby/ui-kit';
import { AlertIcon } from './icons.tsx';
import { StatusPage } from './StatusPage.tsx';

export interface ErrorStateProps {
  onRetry: () => void;
  /** @default the kit's loadFailed label */
  title?: string;
  headingLevel?: 'h1' | 'h2';
}

export function ErrorState({ onRetry, title, headingLevel = 'h1' }: ErrorStateProps) {
  const labels = useLabels();
  return (
    <StatusPage
      testId="error-state"
      role="alert"
      headingLevel={headingLevel}
      art={<AlertIcon />}
      title={title ?? labels.loadFailed}
      actions={
        <Button block onClick={onRetry}>
          {labels.retry}
        </Button>
      }
    />
  );
}
