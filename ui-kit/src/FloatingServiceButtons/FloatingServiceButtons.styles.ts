import styled from 'styled-components';

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

export const Action = styled.a`
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
