export { DownloadBar } from './DownloadBar.tsx';
export type { DownloadBarProps } from './DownloadBar.tsx';
