import { useLabels } from '../provider/KitProvider.tsx';
import { Block, Ring, Text } from './Spinner.styles.ts';

export interface SpinnerProps {
  /** Visual size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name when the spinner stands alone; omit when visible text says the same. */
  label?: string;
}

/** A spinning ring in the current text colour. Decorative unless `label` is given. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  return label ? <Ring $size={size} role="img" aria-label={label} /> : <Ring $size={size} aria-hidden="true" />;
}

export interface LoadingProps {
  /** Text under the spinner. @default the kit's 'Loading' label */
  text?: string;
  /** Visual size of the spinner. @default 'lg' */
  size?: 'sm' | 'md' | 'lg';
}

/** A block that says something is loading, announced politely to screen readers. */
export function Loading({ text, size = 'lg' }: LoadingProps) {
  const labels = useLabels();
  return (
    <Block role="status" aria-live="polite">
      <Spinner size={size} />
      <Text>{text ?? labels.loading}</Text>
    </Block>
  );
}
