import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { bareList, centredColumn, coverImages, glyphButton } from '../theme/fragments.ts';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  ${bareList}
`;

export const Tile = styled.li`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.input.radius};
  background: ${theme.color.bg.sunken};

  ${coverImages}
`;

export const RemoveButton = styled.button`
  position: absolute;
  inset-block-start: ${theme.space.xxs};
  inset-inline-end: ${theme.space.xxs};
  display: inline-grid;
  ${glyphButton(theme.size.icon)}
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.overlay};
  color: ${theme.color.fg.onBadge};
`;

/** The add tile is a label for the hidden file input, so it opens the phone's picker natively. */
export const AddTile = styled.label`
  ${centredColumn(theme.space.xxs)}
  width: 100%;
  height: 100%;
  border: 1px dashed ${theme.input.border};
  border-radius: ${theme.input.radius};
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
  text-align: center;
  cursor: pointer;

  input:focus-visible + & {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 2px;
  }
  &[data-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Errors = styled.ul`
  ${bareList}
  display: grid;
  gap: ${theme.space.xxs};
  color: ${theme.color.fg.danger};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.size.iconSm};
`;
