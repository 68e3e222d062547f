import styled, { keyframes } from 'styled-components';
import { theme } from '@lobby/tokens';

const fadeIn = keyframes`from { opacity: 0; }`;

export const Page = styled.div`
  min-height: 100%;
  &[data-animate='true'] {
    animation: ${fadeIn} ${theme.motion.duration.fade} ${theme.motion.easing.standard} both;
  }
`;
