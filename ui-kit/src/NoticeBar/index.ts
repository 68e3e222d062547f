export { NoticeBar } from './NoticeBar.tsx';
export type { NoticeBarProps } from './NoticeBar.tsx';
