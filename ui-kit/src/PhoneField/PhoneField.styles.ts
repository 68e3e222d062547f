import styled from 'styled-components';
import { Content, Overlay, Title } from '@radix-ui/react-dialog';

export const CodeButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: calc(${({ theme }) => theme.input.height} - 2px);
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space.sm});
  padding-inline: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border: 0;
  border-inline-end: 1px solid ${({ theme }) => theme.color.border.default};
  border-start-start-radius: ${({ theme }) => theme.input.radius};
  border-end-start-radius: ${({ theme }) => theme.input.radius};
  background: transparent;
  color: ${({ theme }) => theme.input.fg};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const Flag = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.iconSm};
  height: ${({ theme }) => theme.size.iconSm};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const Scrim = styled(Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  background: ${({ theme }) => theme.color.bg.overlay};
`;

/** A bottom sheet: the thumb reaches the list on a phone. */
export const Sheet = styled(Content)`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.size.pageMax};
  max-height: 75vh;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
  border-start-start-radius: ${({ theme }) => theme.popup.radius};
  border-start-end-radius: ${({ theme }) => theme.popup.radius};
  background: ${({ theme }) => theme.popup.bg};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  &:focus {
    outline: none;
  }
`;

export const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SheetTitle = styled(Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space.sm});
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
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
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: start;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.bg.accentMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const OptionName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const OptionCode = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  direction: ltr;
  unicode-bidi: isolate;
`;

export const NoMatch = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.fg.muted};
  text-align: center;
`;
