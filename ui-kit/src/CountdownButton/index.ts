export { CountdownButton, DEFAULT_COUNTDOWN_SECONDS } from './CountdownButton.tsx';
export type { CountdownButtonProps } from './CountdownButton.tsx';
