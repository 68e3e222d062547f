import { useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';

/** Stories only: phone-width padding around a part. */
export function StoryFrame({ children, gap = 'var(--space-md)' }: { children: ReactNode; gap?: string }) {
  return <div style={{ display: 'grid', gap, padding: 'var(--space-md)' }}>{children}</div>;
}

/** Stories only: a controlled value, as a form library would hold it. */
export function useStoryValue(initial = '') {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(e.target.value),
    setValue,
  };
}
