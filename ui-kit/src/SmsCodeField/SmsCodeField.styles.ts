import styled from 'styled-components';
import { theme } from '@lobby/tokens';

/** Room for the send-code button inside the field box. */
export const SendSlot = styled.span`
  display: inline-flex;
  flex: none;
  padding-inline: ${theme.space.xxs};
`;
