import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.marquee.bg};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  padding-inline-end: ${({ theme }) => theme.space.xxs};
`;
