import styled, { keyframes } from 'styled-components';
import * as Dialog from '@radix-ui/react-dialog';

const fadeIn = keyframes`from { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; }`;

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  background: ${({ theme }) => theme.color.bg.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
`;

export const Content = styled(Dialog.Content)<{ $transparent: boolean }>`
  /* centred by inset + auto margins, not a -50% transform: whole pixels keep baselines exact */
  position: fixed;
  inset: 0;
  margin: auto;
  height: fit-content;
  z-index: ${({ theme }) => theme.layer.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: ${({ theme, $transparent }) =>
    $transparent
      ? `min(${theme.modal.transparentWidth}, calc(100vw - 2 * ${theme.space.md}))`
      : `min(calc(100vw - 2 * ${theme.space.lg}), calc(${theme.size.pageMax} - 2 * ${theme.space.lg}))`};
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.xl});
  overflow: auto;
  padding: ${({ theme, $transparent }) => ($transparent ? theme.space.xs : theme.space.lg)};
  border-radius: ${({ theme }) => theme.popup.radius};
  background: ${({ theme, $transparent }) => ($transparent ? 'transparent' : theme.popup.bg)};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme, $transparent }) => ($transparent ? 'none' : theme.shadow.overlay)};
  animation: ${popIn} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  &:focus {
    outline: none;
  }
`;

export const Title = styled(Dialog.Title)`
  margin: 0;
  padding-inline-end: ${({ theme }) => theme.size.touch};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Description = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const CloseButton = styled.button<{ $transparent: boolean }>`
  position: ${({ $transparent }) => ($transparent ? 'static' : 'absolute')};
  top: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
  align-self: center;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: ${({ $transparent, theme }) => ($transparent ? `2px solid ${theme.color.fg.default}` : '0')};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $transparent, theme }) => ($transparent ? theme.color.bg.overlay : 'transparent')};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.size.icon};
  cursor: pointer;
`;
