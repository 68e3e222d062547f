import { forwardRef } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { format } from '../provider/labels.ts';
import { useKit, useLabels } from '../provider/KitProvider.tsx';
import { FieldShell, useField } from '../Field/Field.tsx';
import type { FieldStateProps } from '../Field/Field.tsx';
import { Control } from '../Field/Field.styles.ts';
import { Area, Counter } from './TextArea.styles.ts';

/** docs/product/validation.md#uploads-and-text, docs/product/constants.md#limits: promo comment and feedback text max 140 characters. */
export const TEXT_AREA_MAX_LENGTH = 140;

export interface TextAreaProps
  extends
    FieldStateProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required' | 'value' | 'children' | 'maxLength'> {
  /** The current text (controlled). */
  value: string;
  /** Most characters allowed; the counter shows used/max. @default 140 */
  maxLength?: number;
}

/** Multi-line text with a character counter (feedback, promo comments). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, ref) {
  const { ids, showError, shell, control, rest: own } = useField(props);
  const { value, maxLength = TEXT_AREA_MAX_LENGTH, disabled, rows = 4, ...rest } = own;
  const labels = useLabels();
  const { locale } = useKit();
  const counterId = `${ids.inputId}-count`;
  const used = [...value].length;
  return (
    <FieldShell {...shell}>
      <Control data-invalid={showError || undefined} data-disabled={disabled || undefined}>
        <Area
          ref={ref}
          {...control}
          value={value}
          rows={rows}
          maxLength={maxLength}
          disabled={disabled}
          aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
          {...rest}
        />
      </Control>
      <Counter id={counterId} data-full={used >= maxLength || undefined}>
        <span aria-hidden="true">
          {used}/{maxLength}
        </span>
        <span className="lobby-visually-hidden">{format(locale, labels.characterCount, used, maxLength)}</span>
      </Counter>
    </FieldShell>
  );
});
