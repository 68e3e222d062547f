import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { touchRow, truncated } from '../theme/fragments.ts';

export const List = styled.ul`
  margin: 0;
  padding: 0;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bg.surface};
  list-style: none;

  & > li + li {
    border-block-start: 1px solid ${theme.color.border.default};
  }
`;

export const Entry = styled.button`
  ${touchRow}
  padding: 0 ${theme.space.md};
  border: 0;
  background: transparent;
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.md};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const EntryIcon = styled.span`
  display: inline-grid;
  color: ${theme.color.fg.accent};
`;

export const EntryLabel = styled.span`
  flex: 1;
  min-width: 0;
  ${truncated}
`;

export const Chevron = styled.span`
  display: inline-grid;
  color: ${theme.color.fg.muted};
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;
