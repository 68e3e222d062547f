import styled from 'styled-components';

export const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  list-style: none;
`;

export const Action = styled.button`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  min-height: ${({ theme }) => theme.size.footer};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.size.iconSm};
  text-align: center;
  cursor: pointer;
`;

export const IconWell = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touch};
  height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.accentMuted};
  color: ${({ theme }) => theme.color.fg.accent};
`;
