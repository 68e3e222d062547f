import styled from 'styled-components';

export const Area = styled.textarea`
  display: block;
  width: 100%;
  min-height: calc(${({ theme }) => theme.input.height} * 2.5);
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.fg.muted};
    opacity: 1;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Counter = styled.p`
  margin: 0;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.size.iconSm};
  font-variant-numeric: tabular-nums;

  &[data-full='true'] {
    color: ${({ theme }) => theme.color.fg.danger};
  }
`;
