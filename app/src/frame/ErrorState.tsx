/**
 * 'Loading failed, click to retry' (docs/product/errors.md#network) through the kit's ErrorState: the whole block is one
 * retry button. Screens import it from here with the app's props (onRetry, title); the wrapper
 * keeps the announcement (role alert) and the e2e hook.
 */
import styled from 'styled-components';
import { ErrorState as KitErrorState } from '@lobby/ui-kit';
import { theme } from '@lobby/tokens';

const Wrap = styled.div`
  display: grid;
  align-content: center;
  min-height: 40vh;
  padding: ${theme.space.md};
`;

export interface ErrorStateProps {
  onRetry: () => void;
  /** @default the kit's loadFailed label */
  title?: string;
  /** Kept for callers written against the earlier stand-in; the kit's block has no heading. */
  headingLevel?: 'h1' | 'h2';
}

export function ErrorState({ onRetry, title }: ErrorStateProps) {
  return (
    <Wrap data-testid="error-state" role="alert">
      <KitErrorState onRetry={onRetry} text={title} />
    </Wrap>
  );
}
