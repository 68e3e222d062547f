export { Skeleton, SkeletonGrid, SkeletonList } from './Skeleton.tsx';
export type { SkeletonGridProps, SkeletonListProps, SkeletonProps } from './Skeleton.tsx';
