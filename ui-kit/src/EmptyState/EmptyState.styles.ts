import styled from 'styled-components';

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Art = styled.div`
  width: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.color.fg.accent};
  opacity: 0.8;
`;

export const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  max-width: 32ch;
`;
