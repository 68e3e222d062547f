/// <reference types="vite/client" />
import { loadModel } from '../../tokens/src/studio.ts';

// The token sources as the build reads them. Vite's glob (not a JSON import) keeps them out of the
// type-checked file list, and a brand added with `npm run brand:new` shows up here with no edit.
const tiers = import.meta.glob<unknown>('../../tokens/src/{base,semantic,component}.json', {
  eager: true,
  import: 'default',
});
const brands = import.meta.glob<unknown>('../../tokens/brands/*.json', { eager: true, import: 'default' });
const tier = (name: string) => tiers[`../../tokens/src/${name}.json`];

export const studioModel = loadModel({
  tiers: { base: tier('base'), semantic: tier('semantic'), component: tier('component') },
  brands: Object.values(brands),
});
