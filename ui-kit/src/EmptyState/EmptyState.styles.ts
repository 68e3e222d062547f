import styled from 'styled-components';
import { theme } from '@lobby/tokens';

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl} ${theme.space.md};
  text-align: center;
  color: ${theme.color.fg.muted};
`;

export const Art = styled.div`
  width: ${theme.space.xxl};
  color: ${theme.color.fg.accent};
  opacity: 0.8;
`;

export const Title = styled.p`
  margin: 0;
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  max-width: ${theme.size.measure};
`;
