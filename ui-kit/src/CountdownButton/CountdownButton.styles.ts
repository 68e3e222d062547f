import styled from 'styled-components';

export const Remaining = styled.span`
  color: ${({ theme }) => theme.countdown.fg};
  /* digits of equal width: the label does not wobble as seconds change */
  font-variant-numeric: tabular-nums;
`;
