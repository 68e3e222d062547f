import styled from 'styled-components';
import { menuDrop } from '../theme/motion.ts';
import { theme } from '@lobby/tokens';
import { glyphButton, touchRow } from '../theme/fragments.ts';

export const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`;

export const Trigger = styled.button`
  display: inline-grid;
  ${glyphButton(theme.size.touch)}
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: ${theme.size.icon};
`;

export const List = styled.ul`
  position: absolute;
  top: 100%;
  inset-inline-end: 0;
  z-index: ${theme.layer.floating};
  min-width: calc(${theme.space.xxl} * 4);
  margin: 0;
  padding: ${theme.space.xxs} 0;
  list-style: none;
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.lg};
  background: ${theme.popup.bg};
  color: ${theme.color.fg.default};
  box-shadow: ${theme.shadow.overlay};
  animation: ${menuDrop} ${theme.motion.duration.fast} ${theme.motion.easing.standard};
`;

export const Item = styled.button`
  ${touchRow}
  padding-inline: ${theme.space.md};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${theme.font.size.md};
  text-align: start;
  white-space: nowrap;
  cursor: pointer;
  & > svg {
    color: ${theme.color.fg.accent};
    font-size: ${theme.size.icon};
  }
  &:focus-visible,
  &:hover {
    background: ${theme.color.bg.raised};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &[data-tone='danger'] {
    color: ${theme.color.fg.danger};
  }
  &[data-tone='danger'] > svg {
    color: inherit;
  }
`;

export const Separator = styled.li`
  height: 1px;
  margin: ${theme.space.xxs} 0;
  background: ${theme.color.border.default};
`;
