import { useHydrated } from './useHydrated.ts';

/**
 * Where the kit's dialogs render: the page's <body>, named from the dialog's first render on. Left
 * to itself, Radix's portal renders nothing at first and the dialog only after its mount effect, in
 * a synchronous render of the whole dialog: a dialog opened in a transition (the home's login
 * popups) was still built in one long task. Named at once, the dialog renders in the transition, in
 * slices. While a server page hydrates it stays Radix's way (the server's markup has no portal).
 */
export function useDialogContainer(): HTMLElement | undefined {
  return useHydrated() ? document.body : undefined;
}
