export { GameTile } from './GameTile.tsx';
export type { GameTileProps, GameBadge, ImageSource } from './GameTile.tsx';
export { GameGrid } from './GameGrid.tsx';
export type { GameGridProps, GameTileData } from './GameGrid.tsx';
export { vendorLogoKey } from './vendorLogo.ts';
