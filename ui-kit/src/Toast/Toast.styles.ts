import styled from 'styled-components';
import { toastEnter } from '../theme/motion.ts';
import type { ToastKind } from './toastTiming.ts';
import { theme } from '@lobby/tokens';

/** The one live region: fixed over the page, present from the start, empty between toasts. */
export const Region = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.layer.toast};
  display: grid;
  place-items: center;
  padding: ${theme.space.xl};
  pointer-events: none;
`;

export const Box = styled.div<{ $kind: ToastKind }>`
  display: flex;
  flex-direction: ${({ $kind }) => ($kind === 'loading' ? 'column' : 'row')};
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-width: ${({ $kind, theme }) => ($kind === 'loading' ? `calc(${theme.space.xxl} * 2.5)` : 'auto')};
  min-height: ${({ $kind, theme }) => ($kind === 'loading' ? `calc(${theme.space.xxl} * 2.5)` : 'auto')};
  max-width: min(100%, ${theme.size.measure});
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.toast.radius};
  background: ${theme.toast.bg};
  color: ${theme.toast.fg};
  box-shadow: ${theme.shadow.overlay};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  text-align: center;
  overflow-wrap: anywhere;
  pointer-events: auto;
  animation: ${toastEnter} ${theme.motion.duration.fast} ${theme.motion.easing.standard};
`;

export const Glyph = styled.span`
  display: inline-flex;
  flex: none;
  font-size: ${theme.font.size.lg};
`;
