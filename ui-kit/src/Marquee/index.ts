export { Marquee } from './Marquee.tsx';
export type { MarqueeProps, MarqueeItem } from './Marquee.tsx';
