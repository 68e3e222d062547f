import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { pagerFadeIn, pagerFadeOut, pagerPopIn, pagerPopOut } from '../theme/motion.ts';
import { theme } from '@lobby/tokens';
import { glyphButton, ownDirection, ownDirectionBlocks } from '../theme/fragments.ts';

// Opacity and transform only: Radix keeps the content mounted until the exit animation ends.

/*
 * Still under reduced motion (the overlay and the content carry data-still, theme/GlobalStyle.ts): no animation at all, not even the
 * 0.01 ms one the global rule leaves. An animation of opacity or transform puts the popup on a layer
 * of its own for a while, and the popup's text was then drawn with other anti-aliasing in some frames
 * (a flaky home baseline). With no animation Radix opens and closes at once.
 */
export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.layer.overlay};
  background: ${theme.color.bg.overlay};
  &[data-state='open'] {
    animation: ${pagerFadeIn} ${theme.popup.enter} ${theme.motion.easing.standard};
  }
  &[data-state='closed'] {
    animation: ${pagerFadeOut} ${theme.popup.enter} ${theme.motion.easing.exit};
  }
`;

export const Content = styled(Dialog.Content)`
  position: fixed;
  inset-block-start: 50%;
  left: 50%;
  z-index: ${theme.layer.overlay};
  display: flex;
  flex-direction: column;
  width: calc(100vw - 2 * ${theme.space.lg});
  max-width: ${theme.popup.maxWidth};
  max-height: calc(100dvh - 2 * ${theme.space.xxl});
  border-radius: ${theme.popup.radius};
  background: ${theme.popup.bg};
  color: ${theme.popup.fg};
  box-shadow: ${theme.shadow.overlay};
  transform: translate(-50%, -50%);
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${pagerPopIn} ${theme.popup.enter} ${theme.motion.easing.standard};
  }
  &[data-state='closed'] {
    animation: ${pagerPopOut} ${theme.popup.enter} ${theme.motion.easing.exit};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg};
  padding-inline: ${theme.space.lg} ${theme.space.sm};
  border-block-end: 1px solid ${theme.color.border.default};
`;

/** The notice's title: the platform's text, in its own direction. */
export const Title = styled(Dialog.Title)`
  flex: 1;
  margin: 0;
  ${ownDirection}
  padding-block-start: ${theme.space.xxs};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  flex: none;
  display: grid;
  ${glyphButton(theme.size.touch)}
  margin-block-start: calc(-1 * ${theme.space.sm});
  border-radius: ${theme.radius.pill};
  background: none;
  color: ${theme.color.fg.muted};
  svg {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
`;

/* Server HTML: tame its images and tables to the phone width. */
export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space.md} ${theme.space.lg};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  ${ownDirectionBlocks}
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${theme.radius.md};
  }
  table {
    max-width: 100%;
    border-collapse: collapse;
  }
  p:first-child {
    margin-block-start: 0;
  }
  p:last-child {
    margin-block-end: 0;
  }
`;

export const Footer = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.lg} ${theme.space.lg};
  border-block-start: 1px solid ${theme.color.border.default};
`;

export const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const Arrow = styled.button`
  display: grid;
  place-items: center;
  width: ${theme.size.touch};
  height: ${theme.size.touch};
  padding: 0;
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.raised};
  color: ${theme.color.fg.default};
  cursor: pointer;
  svg {
    width: ${theme.size.iconSm};
    height: ${theme.size.iconSm};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  /* arrows point the reading direction */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export const PageOf = styled.p`
  margin: 0;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
