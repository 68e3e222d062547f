import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { column, inFieldButton } from '../theme/fragments.ts';

export const Root = styled.div`
  ${column(theme.space.xxs)}
  min-width: 0;
`;

export const Label = styled.label`
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  /* a whole-pixel line box keeps the field below on whole pixels (stable screenshots) */
  line-height: ${theme.size.iconSm};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${theme.space.xxs};
  color: ${theme.color.fg.danger};
`;

/** The bordered box around an input and its buttons; the focus ring is drawn on the box. */
export const Control = styled.div`
  display: flex;
  align-items: center;
  min-height: ${theme.input.height};
  background: ${theme.input.bg};
  color: ${theme.input.fg};
  border: 1px solid ${theme.input.border};
  border-radius: ${theme.input.radius};

  &:focus-within {
    border-color: ${theme.color.border.focus};
    box-shadow: 0 0 0 1px ${theme.color.border.focus};
  }
  &[data-invalid='true'] {
    border-color: ${theme.color.border.danger};
  }
  /* only the input and its own buttons dim: a send-code button inside stays fully readable */
  &[data-disabled='true'] > input,
  &[data-disabled='true'] > [data-adornment] {
    opacity: 0.6;
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  min-height: calc(${theme.input.height} - 2px);
  padding: 0 ${theme.space.sm};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${theme.font.size.md};
  outline: none;

  &::placeholder {
    color: ${theme.color.fg.muted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &[type='search']::-webkit-search-cancel-button {
    display: none;
  }
`;

/** A square button inside the field (clear, show password, picker). */
export const AdornmentButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  min-width: calc(${theme.input.height} - 2px);
  min-height: calc(${theme.input.height} - 2px);
  padding: 0 ${theme.space.xs};
  border: 0;
  border-radius: ${theme.input.radius};
  background: transparent;
  color: ${theme.color.fg.muted};
  cursor: pointer;
  ${inFieldButton}
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  padding-inline-start: ${theme.space.sm};
  color: ${theme.color.fg.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.fg.danger};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.size.iconSm};
`;

export const HintText = styled.p`
  margin: 0;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.size.iconSm};
`;
