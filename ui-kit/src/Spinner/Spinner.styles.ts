import styled from 'styled-components';
import { spin } from '../theme/motion.ts';
import { theme } from '@lobby/tokens';
import { centredColumn } from '../theme/fragments.ts';

export const Ring = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => ($size === 'sm' ? theme.space.md : $size === 'md' ? theme.space.lg : theme.space.xxl)};
  aspect-ratio: 1;
  border-radius: ${theme.radius.pill};
  border: 3px solid currentColor;
  border-inline-end-color: transparent;
  animation: ${spin} 800ms linear infinite;
`;

export const Block = styled.div`
  ${centredColumn(theme.space.sm)}
  padding: ${theme.space.xl};
  color: ${theme.color.fg.accent};
`;

export const Text = styled.span`
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
`;
