import styled from 'styled-components';
import { theme } from '@lobby/tokens';

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xxs};
  background: ${theme.marquee.bg};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  padding-inline-end: ${theme.space.xxs};
`;
