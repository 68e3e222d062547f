export { WinnerBoard } from './WinnerBoard.tsx';
export type { WinnerBoardProps, WinnerEntry } from './WinnerBoard.tsx';
export { winnerBoardBlockSize } from './WinnerBoard.styles.ts';
