import styled from 'styled-components';
import { theme } from '@lobby/tokens';

export const NativeSelect = styled.select`
  flex: 1;
  min-width: 0;
  min-height: calc(${theme.input.height} - 2px);
  padding-inline: ${theme.space.sm} calc(${theme.size.iconSm} + ${theme.space.md});
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${theme.font.size.md};
  appearance: none;
  outline: none;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
  & option {
    background: ${theme.input.bg};
    color: ${theme.input.fg};
  }
  &[data-placeholder='true'] {
    color: ${theme.color.fg.muted};
  }
`;

export const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${theme.space.sm};
  display: inline-grid;
  pointer-events: none;
  color: ${theme.color.fg.muted};
`;
