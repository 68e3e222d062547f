import styled from 'styled-components';
import { theme } from '@lobby/tokens';

export const Area = styled.textarea`
  display: block;
  width: 100%;
  min-height: calc(${theme.input.height} * 2.5);
  padding: ${theme.space.sm};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  resize: vertical;
  outline: none;

  &::placeholder {
    color: ${theme.color.fg.muted};
    opacity: 1;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

export const Counter = styled.p`
  margin: 0;
  margin-inline-start: auto;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.size.iconSm};
  font-variant-numeric: tabular-nums;

  &[data-full='true'] {
    color: ${theme.color.fg.danger};
  }
`;
