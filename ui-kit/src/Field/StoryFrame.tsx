import { useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';

/** Stories only: phone-width padding around a part. */
export function StoryFrame({ children, gap = 'var(--space-md)' }: { children: ReactNode; gap?: string }) {
  return <div style={{ display: 'grid', gap, padding: 'var(--space-md)' }}>{children}</div>;
}

type ValueElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Stories only: a controlled value, as a form library would hold it; each change also goes to `report` (the story's spy). */
export function useStoryValue<E extends ValueElement = ValueElement>(
  initial = '',
  report?: (e: ChangeEvent<E>) => void,
) {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (e: ChangeEvent<E>) => {
      setValue(e.target.value);
      report?.(e);
    },
    setValue,
  };
}

/** Stories only: a part's own choice (`value` / `onValueChange`); each change also goes to the story's spy. */
export function useStoryChoice<T>(args: { value: T; onValueChange: (value: T) => void }) {
  const [value, setValue] = useState(args.value);
  return {
    value,
    onValueChange: (next: T) => {
      setValue(next);
      args.onValueChange(next);
    },
  };
}
