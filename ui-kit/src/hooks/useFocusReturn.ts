import { useRef } from 'react';

/**
 * Focus back where it was when a dialog opened. Radix Dialog returns focus to its own
 * Dialog.Trigger; a dialog opened by the app's own button (the menu's "Sign out", a filter link)
 * has none, and Radix sent focus to <body> on close: a keyboard or screen-reader player started
 * again from the page's top. Wire `remember` into the content's onOpenAutoFocus (it runs before
 * focus moves in) and `restore` into its onCloseAutoFocus.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    restore(event: Event) {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
