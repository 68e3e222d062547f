export { ToastProvider, ToastView, useToast } from './Toast.tsx';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastViewProps } from './Toast.tsx';
export { toastDurationMs } from './toastTiming.ts';
export type { ToastKind, ToastTiming } from './toastTiming.ts';
