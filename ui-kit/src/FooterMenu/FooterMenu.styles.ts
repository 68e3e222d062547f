import styled from 'styled-components';

export const Nav = styled.nav`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.layer.sticky};
  background: ${({ theme }) => theme.footer.bg};
  color: ${({ theme }) => theme.footer.fg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  /* spec 2 frame: the bar sits above the home indicator on notched phones */
  padding-bottom: env(safe-area-inset-bottom);
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  align-items: end;
  height: ${({ theme }) => theme.footer.height};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Link = styled.a`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: ${({ theme }) => theme.footer.height};
  padding-inline: ${({ theme }) => theme.space.xxs};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  & > svg {
    font-size: ${({ theme }) => theme.size.icon};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.footer.activeFg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
  font-size: ${({ theme }) => theme.size.icon};
`;

export const Count = styled.span`
  position: absolute;
  top: calc(${({ theme }) => theme.space.xxs} * -1);
  inset-inline-start: 60%;
`;

export const Raised = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.footer.depositSize};
  height: ${({ theme }) => theme.footer.depositSize};
  margin-top: calc(${({ theme }) => theme.footer.depositSize} / -2);
  border: ${({ theme }) => theme.space.xxs} solid ${({ theme }) => theme.footer.bg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.footer.depositBg};
  color: ${({ theme }) => theme.footer.depositFg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: ${({ theme }) => theme.size.icon};
`;

export const Bonus = styled.span`
  position: absolute;
  top: calc(${({ theme }) => theme.space.xxs} * -1);
  inset-inline-end: calc(${({ theme }) => theme.space.sm} * -1);
`;
