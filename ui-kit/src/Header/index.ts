export { Header, useBalanceRefresh } from './Header.tsx';
export type { HeaderProps, HeaderLink, HeaderMember, HeaderGuest } from './Header.tsx';
export { formatBalance, BALANCE_MASK } from './balance.ts';
export { headerNarrow } from './Header.styles.ts';
