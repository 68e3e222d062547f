import styled from 'styled-components';
import { Content, Overlay, Title } from '@radix-ui/react-dialog';
import { theme } from '@lobby/tokens';
import { column, flatButton, touchRow } from '../theme/fragments.ts';

export const Scrim = styled(Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.layer.overlay};
  background: ${theme.color.bg.overlay};
`;

/** A bottom sheet: the thumb reaches the list on a phone. */
export const Sheet = styled(Content)`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${theme.layer.overlay};
  ${column(theme.space.sm)}
  max-width: ${theme.size.pageMax};
  max-height: 75vh;
  margin-inline: auto;
  padding: ${theme.space.md};
  border-start-start-radius: ${theme.popup.radius};
  border-start-end-radius: ${theme.popup.radius};
  background: ${theme.popup.bg};
  color: ${theme.color.fg.default};
  box-shadow: ${theme.shadow.overlay};

  &:focus {
    outline: none;
  }
`;

export const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

export const SheetTitle = styled(Title)`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;

export const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  margin-inline-end: calc(-1 * ${theme.space.sm});
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.fg.muted};
  cursor: pointer;
`;

export const Options = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
`;

export const Option = styled.button`
  ${touchRow}
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radius.md};
  ${flatButton}
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.md};
  text-align: start;

  &[aria-pressed='true'] {
    background: ${theme.color.bg.accentMuted};
    font-weight: ${theme.font.weight.bold};
  }
`;

export const NoMatch = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  color: ${theme.color.fg.muted};
  text-align: center;
`;
