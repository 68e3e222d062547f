export { usePageVisible } from './usePageVisible.ts';
export { useEventCallback } from './useEventCallback.ts';
export { useCountdown, secondsLeft } from './useCountdown.ts';
export { setHydratingPage, useHydrated } from './useHydrated.ts';
export { useLayoutEffectInBrowser } from './useLayoutEffectInBrowser.ts';
export { useDialogContainer } from './useDialogContainer.ts';
export { afterPaint } from './afterPaint.ts';
export { whenIdle, type IdleTimes } from './whenIdle.ts';
