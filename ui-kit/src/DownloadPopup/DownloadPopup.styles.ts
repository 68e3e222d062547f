import styled from 'styled-components';

export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
