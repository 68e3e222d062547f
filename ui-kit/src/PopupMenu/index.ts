export { PopupMenu } from './PopupMenu.tsx';
export type { PopupMenuProps } from './PopupMenu.tsx';
