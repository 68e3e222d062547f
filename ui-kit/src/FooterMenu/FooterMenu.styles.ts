import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { bareList, centredColumn, truncated } from '../theme/fragments.ts';

export const Nav = styled.nav`
  position: sticky;
  bottom: 0;
  z-index: ${theme.layer.sticky};
  background: ${theme.footer.bg};
  color: ${theme.footer.fg};
  box-shadow: ${theme.shadow.raised};
  /* docs/product/screens-and-routes.md#page-frame frame: the bar sits above the home indicator on notched phones */
  padding-bottom: env(safe-area-inset-bottom);
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  align-items: end;
  height: ${theme.footer.height};
  ${bareList}
`;

export const Link = styled.a`
  position: relative;
  ${centredColumn(theme.space.xxs)}
  height: ${theme.footer.height};
  padding-inline: ${theme.space.xxs};
  color: inherit;
  font-size: ${theme.font.size.xs};
  line-height: ${theme.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  & > svg {
    font-size: ${theme.size.icon};
  }
  &[aria-current='page'] {
    color: ${theme.footer.activeFg};
    font-weight: ${theme.font.weight.bold};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const Label = styled.span`
  max-width: 100%;
  ${truncated}
`;

export const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
  font-size: ${theme.size.icon};
`;

export const Count = styled.span`
  position: absolute;
  top: calc(${theme.space.xxs} * -1);
  inset-inline-start: 60%;
`;

export const Raised = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  width: ${theme.footer.depositSize};
  height: ${theme.footer.depositSize};
  margin-top: calc(${theme.footer.depositSize} / -2);
  border: ${theme.space.xxs} solid ${theme.footer.bg};
  border-radius: ${theme.radius.pill};
  background: ${theme.footer.depositBg};
  color: ${theme.footer.depositFg};
  box-shadow: ${theme.shadow.raised};
  font-size: ${theme.size.icon};
`;

export const Bonus = styled.span`
  position: absolute;
  top: calc(${theme.space.xxs} * -1);
  inset-inline-end: calc(${theme.space.sm} * -1);
`;
