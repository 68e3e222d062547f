import type { ResourceKey } from 'i18next';

// One language's namespace files, each its own lazy chunk (see loader.ts).
export const files = import.meta.glob<ResourceKey>('../locales/ur/*.json', { import: 'default' });
