export { DownloadPopup } from './DownloadPopup.tsx';
export type { DownloadPopupProps } from './DownloadPopup.tsx';
export { visibleDownloadButtons } from './downloadButtons.ts';
export type { DownloadButtons, DownloadContext } from './downloadButtons.ts';
