import styled from 'styled-components';
import { fadeIn } from '../theme/motion.ts';
import { theme } from '@lobby/tokens';

export const Page = styled.div`
  min-height: 100%;
  &[data-animate='true'] {
    animation: ${fadeIn} ${theme.motion.duration.fade} ${theme.motion.easing.standard} both;
  }
`;
