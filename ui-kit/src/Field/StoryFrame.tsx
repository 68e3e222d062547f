import { useState } from 'react';
import type { ChangeEvent, ComponentType, ReactNode } from 'react';

/** Stories only: phone-width padding around a part. */
export function StoryFrame({ children, gap = 'var(--space-md)' }: { children: ReactNode; gap?: string }) {
  return <div style={{ display: 'grid', gap, padding: 'var(--space-md)' }}>{children}</div>;
}

/** Stories only: a decorator that sets the story `padding` pixels in from the canvas edge. */
export function paddedStory(padding: number) {
  return function PaddedStory(Story: ComponentType) {
    return (
      <div style={{ padding }}>
        <Story />
      </div>
    );
  };
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

/**
 * Stories only: a story `render` that shows `Field` in a {@link StoryFrame}, its value held as a
 * form library would hold it, starting from the story's `value`; each change also goes to the
 * story's `onChange` spy.
 */
export function controlledField<P extends { value?: string; onChange?: (e: ChangeEvent<never>) => void }>(
  Field: ComponentType<P>,
) {
  function Controlled(args: P) {
    const state = useStoryValue(args.value, args.onChange);
    return (
      <StoryFrame>
        <Field {...args} value={state.value} onChange={state.onChange} />
      </StoryFrame>
    );
  }
  return (args: P) => <Controlled {...args} />;
}
