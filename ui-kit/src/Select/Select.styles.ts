import styled from 'styled-components';

export const NativeSelect = styled.select`
  flex: 1;
  min-width: 0;
  min-height: calc(${({ theme }) => theme.input.height} - 2px);
  padding-inline: ${({ theme }) => theme.space.sm}
    calc(${({ theme }) => theme.size.iconSm} + ${({ theme }) => theme.space.md});
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  appearance: none;
  outline: none;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
  & option {
    background: ${({ theme }) => theme.input.bg};
    color: ${({ theme }) => theme.input.fg};
  }
  &[data-placeholder='true'] {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

export const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space.sm};
  display: inline-grid;
  pointer-events: none;
  color: ${({ theme }) => theme.color.fg.muted};
`;
