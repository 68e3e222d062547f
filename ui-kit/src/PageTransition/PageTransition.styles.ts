import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;

export const Page = styled.div`
  min-height: 100%;
  &[data-animate='true'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.fade} ${({ theme }) => theme.motion.easing.standard}
      both;
  }
`;
