import styled from 'styled-components';
import { theme } from '@lobby/tokens';
import { flatButton } from '../theme/fragments.ts';

export const Strip = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs} ${theme.space.md};
  overflow-x: auto;
  scroll-behavior: smooth;
  scrollbar-width: none;
  background: ${theme.color.bg.surface};

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const Tab = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  flex: none;
  min-width: calc(${theme.size.touch} * 1.4);
  min-height: ${theme.size.footer};
  padding: ${theme.space.xs};
  border-radius: ${theme.radius.lg};
  ${flatButton}
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.size.iconSm};
  white-space: nowrap;

  &[aria-selected='true'] {
    background: ${theme.color.bg.accent};
    color: ${theme.color.fg.onAccent};
    font-weight: ${theme.font.weight.bold};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  & img {
    width: ${theme.size.icon};
    height: ${theme.size.icon};
    object-fit: contain;
  }
`;
