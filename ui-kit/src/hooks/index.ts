export { usePageVisible } from './usePageVisible.ts';
export { useEventCallback } from './useEventCallback.ts';
export { useCountdown, secondsLeft } from './useCountdown.ts';
export { useHydrated } from './useHydrated.ts';
export { useLayoutEffectInBrowser } from './useLayoutEffectInBrowser.ts';
export { useDialogContainer } from './useDialogContainer.ts';
