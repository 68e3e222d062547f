/** Member info and wallet (docs/product/data.md#member-info). */
import { atom, selector } from 'recoil';
import type { MemberInfo } from '@lobby/contract';

/** docs/product/calls.md#member: member info is cached locally unless a forced refresh; useMemberInfo() fetches it. */
export const memberInfoState = atom<MemberInfo | null>({ key: 'memberInfo', default: null });

export interface WalletState {
  /** docs/product/data.md#wallet: the total balance; null before the first load. */
  sumBalance: number | null;
  /** docs/product/states.md#popup: a refresh hides the amount until the reload finishes. */
  refreshing: boolean;
}
export const walletState = atom<WalletState>({ key: 'wallet', default: { sumBalance: null, refreshing: false } });

/** docs/product/screens-and-routes.md#header: the balance is maskable as asterisks (the popup menu's hide/show balance). */
export const balanceHiddenState = atom<boolean>({ key: 'balanceHidden', default: false });

/** docs/product/screens-and-routes.md#footer-menu: the members footer badge counts unclaimed promotions. */
export const unclaimedPromotionsState = atom<number>({ key: 'unclaimedPromotions', default: 0 });
/** docs/product/screens-and-routes.md#header: the message-center red dot shows when the unread count is above 0. */
export const unreadMessagesState = atom<number>({ key: 'unreadMessages', default: 0 });

/** Days since registration (docs/product/member.md#member-center member card 'Join {0} on the {1} day'). */
export const memberDaysState = selector<number | null>({
  key: 'memberDays',
  get: ({ get }) => {
    const m = get(memberInfoState);
    if (!m) return null;
    const days = Math.floor((Date.now() - Date.parse(m.regDate)) / 86_400_000);
    return Number.isFinite(days) ? Math.max(1, days + 1) : null;
  },
});
