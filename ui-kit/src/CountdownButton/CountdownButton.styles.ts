import styled from 'styled-components';
import { theme } from '@lobby/tokens';

export const Remaining = styled.span`
  color: ${theme.countdown.fg};
  /* digits of equal width: the label does not wobble as seconds change */
  font-variant-numeric: tabular-nums;
`;
