export { JackpotRoller } from './JackpotRoller.tsx';
export type { JackpotRollerProps } from './JackpotRoller.tsx';
export { useJackpotTicker, randomInt } from './useJackpotTicker.ts';
export type { JackpotTickerOptions } from './useJackpotTicker.ts';
