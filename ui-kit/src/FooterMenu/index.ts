export { FooterMenu } from './FooterMenu.tsx';
export type { FooterMenuProps, FooterItemKey } from './FooterMenu.tsx';
