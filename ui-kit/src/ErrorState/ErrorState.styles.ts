import styled from 'styled-components';

export const Retry = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  cursor: pointer;
`;

export const Art = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.fg.danger};
  font-size: ${({ theme }) => theme.space.xxl};
`;

export const Text = styled.span`
  max-width: 32ch;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Action = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.fg.accent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
