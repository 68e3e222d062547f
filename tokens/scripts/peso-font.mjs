#!/usr/bin/env node
// The peso sign alone, cut from Noto Sans latin-ext: `node tokens/scripts/peso-font.mjs` writes
// tokens/fonts/noto-sans-peso-<weight>.woff2 (committed; tokens/src/pesoFont.test.ts checks they are
// what this script makes from the installed @fontsource/noto-sans). Why: tokens/src/peso.css.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

export const pesoWeights = [400, 500, 700];
const require = createRequire(import.meta.url);
const fontsourceDir = join(require.resolve('@fontsource/noto-sans/package.json'), '..', 'files');
export const pesoFile = (weight) => join(import.meta.dirname, '..', 'fonts', `noto-sans-peso-${weight}.woff2`);

/** The woff2 of one weight holding the glyph of U+20B1 only. */
export async function pesoFont(weight) {
  const source = readFileSync(join(fontsourceDir, `noto-sans-latin-ext-${weight}-normal.woff2`));
  return subsetFont(source, '\u20b1', { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const weight of pesoWeights) {
    const font = await pesoFont(weight);
    writeFileSync(pesoFile(weight), font);
    console.log(`tokens: ${pesoFile(weight)} (${font.length} bytes)`);
  }
}
