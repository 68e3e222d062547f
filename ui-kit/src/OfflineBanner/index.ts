export { OfflineBanner } from './OfflineBanner.tsx';
export type { OfflineBannerProps } from './OfflineBanner.tsx';
export { useOnlineStatus } from './useOnlineStatus.ts';
