export { InfiniteList, INFINITE_LIST_THROTTLE_MS, INFINITE_LIST_CHUNK_SIZE } from './InfiniteList.tsx';
export type { InfiniteListProps } from './InfiniteList.tsx';
