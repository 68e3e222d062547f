import styled from 'styled-components';

export const Strip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  overflow-x: auto;
  scroll-behavior: smooth;
  scrollbar-width: none;
  background: ${({ theme }) => theme.color.bg.surface};

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const Tab = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  flex: none;
  min-width: calc(${({ theme }) => theme.size.touch} * 1.4);
  min-height: ${({ theme }) => theme.size.footer};
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.size.iconSm};
  white-space: nowrap;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.bg.accent};
    color: ${({ theme }) => theme.color.fg.onAccent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  & img {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    object-fit: contain;
  }
`;
