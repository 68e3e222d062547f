export { FloatingServiceButtons } from './FloatingServiceButtons.tsx';
export type { FloatingServiceButtonsProps } from './FloatingServiceButtons.tsx';
