// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain script of the token build, without types
import { pesoFile, pesoFont, pesoWeights } from '../scripts/peso-font.mjs';

describe('the peso-only font files (tokens/src/peso.css)', () => {
  it.each(pesoWeights as number[])('weight %i is what the script cuts from the installed Noto Sans', async (weight) => {
    const committed = readFileSync(pesoFile(weight) as string);
    expect(committed.length).toBeLessThan(2048);
    expect(Buffer.from(await pesoFont(weight))).toEqual(committed);
  });
});
