export { Badge, UnreadDot } from './Badge.tsx';
export type { BadgeProps, UnreadDotProps } from './Badge.tsx';
