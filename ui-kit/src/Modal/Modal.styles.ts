import styled from 'styled-components';
import { fadeIn } from '../theme/motion.ts';
import * as Dialog from '@radix-ui/react-dialog';
import { theme } from '@lobby/tokens';
import { column } from '../theme/fragments.ts';

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.layer.overlay};
  background: ${theme.color.bg.overlay};
  animation: ${fadeIn} ${theme.motion.duration.fast} ${theme.motion.easing.standard};
`;

export const Content = styled(Dialog.Content)<{ $transparent: boolean }>`
  /* centred by inset + auto margins, not a -50% transform: whole pixels keep baselines exact */
  position: fixed;
  inset: 0;
  margin: auto;
  height: fit-content;
  z-index: ${theme.layer.overlay};
  ${column(theme.space.md)}
  width: ${({ $transparent }) =>
    $transparent
      ? `min(${theme.modal.transparentWidth}, calc(100vw - 2 * ${theme.space.md}))`
      : `min(calc(100vw - 2 * ${theme.space.lg}), calc(${theme.size.pageMax} - 2 * ${theme.space.lg}))`};
  max-height: calc(100dvh - 2 * ${theme.space.xl});
  overflow: auto;
  padding: ${({ $transparent }) => ($transparent ? theme.space.xs : theme.space.lg)};
  border-radius: ${theme.popup.radius};
  background: ${({ $transparent }) => ($transparent ? 'transparent' : theme.popup.bg)};
  color: ${theme.color.fg.default};
  box-shadow: ${({ $transparent }) => ($transparent ? 'none' : theme.shadow.overlay)};
  animation: ${fadeIn} ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &:focus {
    outline: none;
  }
`;

export const Title = styled(Dialog.Title)`
  margin: 0;
  padding-inline-end: ${theme.size.touch};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
`;

export const Description = styled(Dialog.Description)`
  margin: 0;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
`;

export const CloseButton = styled.button<{ $transparent: boolean }>`
  position: ${({ $transparent }) => ($transparent ? 'static' : 'absolute')};
  top: ${theme.space.xs};
  inset-inline-end: ${theme.space.xs};
  align-self: center;
  display: grid;
  place-items: center;
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  padding: 0;
  border: ${({ $transparent, theme }) => ($transparent ? `2px solid ${theme.color.fg.default}` : '0')};
  border-radius: ${theme.radius.pill};
  background: ${({ $transparent, theme }) => ($transparent ? theme.color.bg.overlay : 'transparent')};
  color: ${theme.color.fg.default};
  font-size: ${theme.size.icon};
  cursor: pointer;
`;
