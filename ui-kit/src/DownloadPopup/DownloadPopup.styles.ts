import styled from 'styled-components';
import { theme } from '@lobby/tokens';

export const Choices = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;
