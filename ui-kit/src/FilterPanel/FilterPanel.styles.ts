import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { bareList, sharedRow } from '../theme/fragments.ts';

/**
 * No padding or surface of its own: the panel is a dialog's content (the game list puts it in the
 * kit's Modal), and the dialog's padding is the one its title lines up with. With both, the chips
 * sat 16 px in from the title and German's buttons ran past the dialog's edge.
 */
export const Panel = styled.form`
  display: grid;
  gap: ${theme.space.md};
  color: ${theme.color.fg.default};
`;

export const Group = styled.fieldset`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${theme.space.xs};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.size.iconSm};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

export const Chip = styled.label`
  position: relative;
  display: inline-flex;

  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  & span {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.icon};
    padding: ${theme.space.xxs} ${theme.space.sm};
    border: 1px solid ${theme.color.border.strong};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.bg.raised};
    font-size: ${theme.font.size.sm};
    line-height: ${theme.size.iconSm};
  }
  & input:checked + span {
    border-color: ${theme.color.bg.accent};
    background: ${theme.color.bg.accent};
    color: ${theme.color.fg.onAccent};
    font-weight: ${theme.font.weight.bold};
  }
  & input:focus-visible + span {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/**
 * Reset and submit side by side, a third and two thirds, each at least as wide as its words: a
 * language whose two words do not fit on one line (German's reset is 'Zurücksetzen') puts submit
 * under reset, both the full width, instead of pushing it past the edge.
 */
export const Actions = styled.div`
  ${sharedRow(theme.space.sm)}
  & > :last-child {
    flex-grow: 2;
  }
`;

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  ${bareList}
`;
