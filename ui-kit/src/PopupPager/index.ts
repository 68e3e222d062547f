export { PopupPager } from './PopupPager.tsx';
export type { PopupPagerProps, PopupNotice } from './PopupPager.tsx';
