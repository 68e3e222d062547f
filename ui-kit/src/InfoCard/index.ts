export { InfoCard } from './InfoCard.tsx';
export type { InfoCardProps } from './InfoCard.tsx';
