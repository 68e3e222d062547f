/** Small shared pieces of the home and game screens. TODO(kit): Skeleton — switch when it lands. */
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { opacity: 0.6; }
  to { opacity: 1; }
`;
const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.gameTile.gap};
`;
const Block = styled.div<{ $square: boolean }>`
  aspect-ratio: ${({ $square }) => ($square ? '1' : 'auto')};
  min-height: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.sunken};
  animation: ${shimmer} ${({ theme }) => theme.motion.duration.slide} ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function Skeleton({ rows, columns = 1 }: { rows: number; columns?: number }) {
  return (
    <Grid $columns={columns} aria-hidden="true" data-testid="skeleton">
      {Array.from({ length: rows * columns }, (_, i) => (
        <Block key={i} $square={columns > 1} />
      ))}
    </Grid>
  );
}
