export { HotMatchCard, HotMatchList, formatMatchTime } from './HotMatch.tsx';
export type { HotMatch, HotMatchCardProps, HotMatchListProps } from './HotMatch.tsx';
