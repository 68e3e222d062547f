import { useLabels } from '../provider/KitProvider.tsx';
import { AlertIcon, RefreshIcon } from '../icons/icons.tsx';
import { Action, Art, Retry, Text } from './ErrorState.styles.ts';

export interface ErrorStateProps {
  /** Called when the user taps anywhere on the block to load again. */
  onRetry: () => void;
  /** The message. @default the kit's 'Loading failed, click to retry' label (docs/product/errors.md#network) */
  text?: string;
}

/** What a block shows when its data failed to load: the whole block is one retry button. */
export function ErrorState({ onRetry, text }: ErrorStateProps) {
  const labels = useLabels();
  return (
    <Retry type="button" onClick={onRetry}>
      <Art>
        <AlertIcon />
      </Art>
      <Text>{text ?? labels.loadFailed}</Text>
      <Action aria-hidden="true">
        <RefreshIcon /> {labels.retry}
      </Action>
    </Retry>
  );
}
