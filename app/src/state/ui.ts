/** Frame state: toasts and the logout confirmation (docs/product/states.md#logout, docs/product/constants.md#toasts). */
import { atom } from 'recoil';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';
export interface ToastItem {
  id: number;
  text: string;
  kind: ToastKind;
  /** How long it stays; loading toasts stay until replaced or dismissed (docs/product/constants.md#toasts caps them at 10 s). */
  durationMs: number;
}
export const toastsState = atom<ToastItem[]>({ key: 'ui.toasts', default: [] });

/** docs/product/states.md#logout logout: the confirm dialog is open. */
export const logoutConfirmState = atom<boolean>({ key: 'ui.logoutConfirm', default: false });

/** Keys in localStorage that the logout removes (docs/product/states.md#logout). Issue 7 stores remembered credentials under these. */
export const localKeys = {
  /** Remembered logins (docs/product/accounts.md#remembered-credentials: per method the user name or mobile, dialling code, and whether the device holds a remembered login; never a password). */
  rememberedCredentials: 'MC_REMEMBER',
  /** Saved auto-login data. */
  autoLoginInfo: 'MC_AUTO_LOGIN',
  /** Cached bank list. */
  bankList: 'MC_BANK_LIST',
} as const;
