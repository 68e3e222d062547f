import styled from 'styled-components';

export const Live = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.layer.sticky};
`;

export const Bar = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.offlineBanner.bg};
  color: ${({ theme }) => theme.offlineBanner.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
`;
