import { useId, useState } from 'react';
import styled from 'styled-components';
import { normaliseColor, numberOf, pickerHex } from '../../tokens/src/studio.ts';
import type { StudioControl } from '../../tokens/src/studio.ts';
import { theme } from '@lobby/tokens';

/** One control row: a token's current value in, a new raw value out. */
export interface ControlProps {
  control: StudioControl;
  /** The resolved value shown (a colour, '12px', '300ms'), or the font reference for fonts. */
  value: string;
  /** Differs from the starting brand. */
  edited: boolean;
  onChange: (path: string, value: string) => void;
  /** Select options for font controls. */
  fonts?: ReadonlyArray<{ value: string; label: string }>;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.xxs} ${theme.space.sm};
  align-items: center;
  padding-block: ${theme.space.xs};
  border-block-end: 1px solid ${theme.color.border.default};
`;
const Label = styled.label`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  min-width: 0;
`;
const Path = styled.code`
  display: block;
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.regular};
  color: ${theme.color.fg.muted};
  overflow-wrap: anywhere;
`;
const Edited = styled.span`
  margin-inline-start: ${theme.space.xs};
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.accentMuted};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.regular};
`;
const Inputs = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  align-items: center;
`;
const Swatch = styled.input`
  inline-size: ${theme.size.touch};
  block-size: ${theme.size.touch};
  padding: ${theme.space.xxs};
  border: 1px solid ${theme.color.border.strong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.raised};
  cursor: pointer;
`;
const Text = styled.input`
  inline-size: 11ch;
  block-size: ${theme.size.touch};
  padding-inline: ${theme.space.xs};
  border: 1px solid ${theme.color.border.strong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.raised};
  font-family: ui-monospace, monospace;
  font-size: ${theme.font.size.sm};
  &[aria-invalid='true'] {
    border-color: ${theme.color.border.danger};
  }
`;
const Error = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${theme.color.fg.danger};
  font-size: ${theme.font.size.xs};
`;
const Range = styled.input`
  grid-column: 1 / -1;
  inline-size: 100%;
  accent-color: ${theme.color.bg.accent};
  block-size: ${theme.size.iconSm};
`;
const Output = styled.output`
  font-family: ui-monospace, monospace;
  font-size: ${theme.font.size.sm};
`;
const Select = styled.select`
  block-size: ${theme.size.touch};
  padding-inline: ${theme.space.xs};
  border: 1px solid ${theme.color.border.strong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg.raised};
`;

function Title({ control, edited, htmlFor }: { control: StudioControl; edited: boolean; htmlFor: string }) {
  return (
    <Label htmlFor={htmlFor} title={control.description || undefined}>
      {control.label}
      {edited && <Edited>edited</Edited>}
      <Path>{control.path}</Path>
    </Label>
  );
}

function ColorControl({ control, value, edited, onChange }: ControlProps) {
  const id = useId();
  // What the operator is typing; null shows the token's value. A valid colour applies at once.
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && normaliseColor(draft) === undefined;
  return (
    <Row>
      <Title control={control} edited={edited} htmlFor={id} />
      <Inputs>
        <Swatch
          type="color"
          aria-label={`${control.label}: colour picker`}
          value={pickerHex(value)}
          onChange={(e) => {
            setDraft(null);
            onChange(control.path, e.target.value);
          }}
        />
        <Text
          id={id}
          value={draft ?? value}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            const colour = normaliseColor(e.target.value);
            if (colour) onChange(control.path, colour);
          }}
          onBlur={() => setDraft(null)}
        />
      </Inputs>
      {invalid && <Error id={`${id}-error`}>Use #rgb, #rrggbb, #rrggbbaa or rgba(…)</Error>}
    </Row>
  );
}

function SliderControl({ control, value, edited, onChange }: ControlProps) {
  const id = useId();
  const unit = control.kind === 'duration' ? 'ms' : 'px';
  const n = numberOf(value) * (control.kind === 'duration' && /\ds$/.test(value) && !/ms$/.test(value) ? 1000 : 1);
  return (
    <Row>
      <Title control={control} edited={edited} htmlFor={id} />
      <Output htmlFor={id}>{`${n}${unit}`}</Output>
      <Range
        id={id}
        type="range"
        min={control.min}
        max={Math.max(control.max ?? n, n)}
        step={control.step}
        value={n}
        aria-valuetext={`${n} ${unit === 'ms' ? 'milliseconds' : 'pixels'}`}
        onChange={(e) => onChange(control.path, `${e.target.value}${unit}`)}
      />
    </Row>
  );
}

function FontControl({ control, value, edited, onChange, fonts = [] }: ControlProps) {
  const id = useId();
  return (
    <Row>
      <Title control={control} edited={edited} htmlFor={id} />
      <Select id={id} value={value} onChange={(e) => onChange(control.path, e.target.value)}>
        {fonts.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </Select>
    </Row>
  );
}

export function TokenControl(props: ControlProps) {
  switch (props.control.kind) {
    case 'color':
      return <ColorControl {...props} />;
    case 'font':
      return <FontControl {...props} />;
    default:
      return <SliderControl {...props} />;
  }
}
