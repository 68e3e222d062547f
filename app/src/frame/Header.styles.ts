import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.layer.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: ${({ theme }) => theme.header.height};
  padding: 0 ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.header.bg};
  color: ${({ theme }) => theme.header.fg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const iconBox = css`
  position: relative;
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
`;
export const IconButton = styled.button`
  ${iconBox}
`;
export const IconLink = styled(Link)`
  ${iconBox}
`;
export const Dot = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
  display: flex;
`;
export const Title = styled.h1`
  flex: 1;
  margin: 0;
  overflow: hidden;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
export const Spacer = styled.span`
  flex: none;
  width: ${({ theme }) => theme.size.touch};
`;
export const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;
  padding-inline-start: ${({ theme }) => theme.space.xs};
  color: inherit;
  text-decoration: none;
`;
export const LogoMark = styled.span`
  display: grid;
  place-items: center;
  width: calc(${({ theme }) => theme.size.touch} - ${({ theme }) => theme.space.sm});
  height: calc(${({ theme }) => theme.size.touch} - ${({ theme }) => theme.space.sm});
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.accent};
  color: ${({ theme }) => theme.color.fg.onAccent};
  font-family: ${({ theme }) => theme.font.family.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
export const AuthLinks = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;
export const AuthLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  height: calc(${({ theme }) => theme.size.touch} - ${({ theme }) => theme.space.sm});
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  ${({ $primary, theme }) =>
    $primary &&
    css`
      border-color: transparent;
      background: ${theme.button.primaryBg};
      color: ${theme.button.primaryFg};
    `}
`;
export const Actions = styled.div`
  display: flex;
  align-items: center;
  flex: none;
`;
export const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1;
  min-width: 0;
  justify-content: flex-end;
`;
export const AccountText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;
export const AccountName = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
export const Balance = styled.span`
  color: ${({ theme }) => theme.color.fg.accent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;
export const DepositLink = styled(Link)`
  display: grid;
  place-items: center;
  flex: none;
  width: calc(${({ theme }) => theme.size.touch} - ${({ theme }) => theme.space.md});
  height: calc(${({ theme }) => theme.size.touch} - ${({ theme }) => theme.space.md});
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.button.primaryBg};
  color: ${({ theme }) => theme.button.primaryFg};
`;
export const LanguageWrap = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  svg {
    font-size: ${({ theme }) => theme.size.iconSm};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
export const LanguageCode = styled.span``;
export const LanguageSelect = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  opacity: 0;
  cursor: pointer;
`;
