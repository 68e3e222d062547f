import type { ResourceKey } from 'i18next';

/**
 * The map from each language's folder to its ./bundles/<code>.ts table. It is its own lazy chunk
 * (see loader.ts): as 34 entries in the loader it put each table's hashed name and preload list into
 * every page's first load, though a player needs at most one of them.
 */
export const tables = import.meta.glob<Record<string, () => Promise<ResourceKey>>>('./bundles/*.ts', {
  import: 'files',
});
