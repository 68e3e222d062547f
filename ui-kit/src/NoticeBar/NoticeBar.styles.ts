import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { row } from '../theme/fragments.ts';

export const Row = styled.div`
  ${row(theme.space.xxs)}
  background: ${theme.marquee.bg};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/* Above the marquee's moving track, as its pause button is (see Marquee.styles.ts). */
export const End = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  flex: none;
  padding-inline-end: ${theme.space.xxs};
`;
