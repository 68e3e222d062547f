export { AddToHomeTip } from './AddToHomeTip.tsx';
export type { AddToHomeTipProps } from './AddToHomeTip.tsx';
export { needsLegacyAddToHomeHint, parseIosVersion } from './iosVersion.ts';
export type { IosVersion } from './iosVersion.ts';
