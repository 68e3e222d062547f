import styled, { css } from 'styled-components';
import { serviceRise } from '../theme/motion.ts';
import { theme } from '@lobby/tokens';
import { bareList } from '../theme/fragments.ts';

export const Stack = styled.ul`
  position: fixed;
  inset-inline-end: ${theme.space.sm};
  bottom: calc(${theme.footer.height} + ${theme.space.xl} + env(safe-area-inset-bottom));
  z-index: ${theme.layer.floating};
  display: grid;
  gap: ${theme.space.sm};
  ${bareList}
`;

const button = css`
  display: grid;
  place-items: center;
  width: ${theme.floatingService.size};
  height: ${theme.floatingService.size};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.pill};
  background: ${theme.floatingService.bg};
  color: ${theme.floatingService.fg};
  box-shadow: ${theme.shadow.raised};
  font-size: ${theme.size.icon};
  cursor: pointer;
`;

export const Action = styled.a`
  ${button}
`;

export const Toggle = styled.button`
  ${button}
  padding: 0;
  &[aria-expanded='true'] {
    color: ${theme.color.fg.default};
  }
`;

/** The unfolded links, stacked over the toggle; they rise in unless motion is reduced (rendered with data-still, theme/GlobalStyle.ts). */
export const Dial = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  ${bareList}
  animation: ${serviceRise} ${theme.motion.duration.fast} ${theme.motion.easing.standard};
`;
