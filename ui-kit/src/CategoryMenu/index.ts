export { CategoryMenu } from './CategoryMenu.tsx';
export type { CategoryMenuProps, GameCategory } from './CategoryMenu.tsx';
