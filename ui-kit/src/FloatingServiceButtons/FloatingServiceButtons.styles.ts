import styled, { css, keyframes } from 'styled-components';

export const Stack = styled.ul`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space.sm};
  bottom: calc(${({ theme }) => theme.footer.height} + ${({ theme }) => theme.space.xl} + env(safe-area-inset-bottom));
  z-index: ${({ theme }) => theme.layer.floating};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const button = css`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.floatingService.size};
  height: ${({ theme }) => theme.floatingService.size};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.floatingService.bg};
  color: ${({ theme }) => theme.floatingService.fg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: ${({ theme }) => theme.size.icon};
  cursor: pointer;
`;

export const Action = styled.a`
  ${button}
`;

export const Toggle = styled.button`
  ${button}
  padding: 0;
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(25%); }
`;

/** The unfolded links, stacked over the toggle; they rise in unless motion is reduced. */
export const Dial = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (prefers-reduced-motion: no-preference) {
    animation: ${rise} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }
`;
