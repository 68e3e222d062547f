export { theme, brandNames, defaultBrand, brandMeta, tokenCatalogue, resolvedTokens } from '../dist/theme.ts';
export type { LobbyTheme, TokenName, BrandName, BrandMeta, TokenInfo } from '../dist/theme.ts';
export { cssVar, readDurationMs, readNumber, setBrand, isBrandName } from './runtime.ts';
export type { DurationToken } from './runtime.ts';
export { contrastPairs, contrastRatio, checkContrast, parseColor } from './contrast.ts';
export type { ContrastPair, ContrastFailure } from './contrast.ts';
