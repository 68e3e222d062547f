export { MenuList } from './MenuList.tsx';
export type { MenuEntry, MenuListProps } from './MenuList.tsx';
