export { FilterPanel, GAME_CLASSIFICATIONS, MIN_BETS } from './FilterPanel.tsx';
export type { FilterPanelProps, GameFilter, GameClassification, MinBet } from './FilterPanel.tsx';
