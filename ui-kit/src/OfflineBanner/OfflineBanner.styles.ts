import styled from 'styled-components';
import { theme } from '@lobby/tokens';

export const Live = styled.div`
  position: sticky;
  top: 0;
  z-index: ${theme.layer.sticky};
`;

export const Bar = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.offlineBanner.bg};
  color: ${theme.offlineBanner.fg};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  text-align: center;
`;
