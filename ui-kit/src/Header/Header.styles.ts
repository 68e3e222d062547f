import styled from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.layer.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.header.height};
  padding-inline: ${({ theme }) => theme.space.xs};
  padding-top: env(safe-area-inset-top);
  background: ${({ theme }) => theme.header.bg};
  color: ${({ theme }) => theme.header.fg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.size.icon};
  cursor: pointer;
  text-decoration: none;
  [dir='rtl'] & > svg[data-icon='ChevronLeft'] {
    transform: scaleX(-1);
  }
`;

export const Title = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Keeps the title centred: the same width as the back button on the other side. */
export const Spacer = styled.span`
  flex: none;
  width: ${({ theme }) => theme.size.touch};
`;

export const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  flex: none;
  height: ${({ theme }) => theme.size.touch};
  padding-inline: ${({ theme }) => theme.space.xs};
  color: inherit;
  & > img,
  & > svg {
    height: ${({ theme }) => theme.space.xl};
    width: auto;
    max-width: calc(${({ theme }) => theme.space.xxl} * 2);
  }
`;

export const Account = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
  padding-inline: ${({ theme }) => theme.space.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const NameRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Name = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const BalanceRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.space.lg};
`;

export const Amount = styled.span`
  color: ${({ theme }) => theme.header.balanceFg};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const SmallButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  /* a 24px glyph in a 48px touch target */
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: calc(${({ theme }) => theme.space.xs} * -1);
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-inline-start: auto;
`;

export const TextLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space.xl};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.button.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
  &[data-variant='primary'] {
    background: ${({ theme }) => theme.button.primaryBg};
    color: ${({ theme }) => theme.button.primaryFg};
  }
  &[data-variant='secondary'] {
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    color: ${({ theme }) => theme.header.fg};
  }
`;

export const DepositLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.button.primaryBg};
  color: ${({ theme }) => theme.button.primaryFg};
  font-size: ${({ theme }) => theme.font.size.lg};
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: calc(${({ theme }) => theme.space.xxs} * -2);
  }
`;

export const Grow = styled.span`
  flex: 1;
`;
