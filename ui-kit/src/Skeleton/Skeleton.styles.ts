import styled, { css } from 'styled-components';
import { shimmer } from '../theme/motion.ts';
import { theme } from '@lobby/tokens';
import { row } from '../theme/fragments.ts';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export const Block = styled.span<{ $shape: SkeletonShape; $animated: boolean }>`
  display: block;
  flex: none;
  width: 100%;
  height: ${({ $shape }) => ($shape === 'text' ? theme.font.size.md : theme.space.xxl)};
  border-radius: ${({ $shape }) =>
    $shape === 'circle' ? theme.radius.pill : $shape === 'text' ? theme.radius.sm : theme.radius.md};
  background-color: ${theme.skeleton.bg};
  ${({ $shape }) =>
    $shape === 'circle' &&
    css`
      aspect-ratio: 1;
    `}
  ${({ $animated, theme }) =>
    $animated &&
    css`
      background-image: linear-gradient(90deg, transparent 30%, ${theme.skeleton.shine} 50%, transparent 70%);
      background-size: 200% 100%;
      animation: ${shimmer} calc(${theme.motion.duration.slide} * 3) ${theme.motion.easing.linear} infinite;
    `}
`;

export const Status = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
`;

export const Row = styled.div`
  ${row(theme.space.sm)}
`;

export const Lines = styled.div`
  display: grid;
  flex: 1;
  gap: ${theme.space.xs};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(${theme.gameTile.columns}, 1fr);
  gap: ${theme.gameTile.gap};
  padding: ${theme.space.md};
`;

export const Card = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;
