/**
 * A @media or @keyframes rule that a part adds to the page's styles when it first renders in the
 * browser (a popup after the page has loaded, a block that hydrates late) makes Chromium compute the
 * style of every element of the page again: a long task on a phone. A plain rule costs almost nothing.
 * So the kit's animations and its reduced-motion rules live in the first styles (theme/motion.ts,
 * GlobalStyle's data-still, ui-kit/src/theme), and no part writes an at-rule of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');

/** Files that may hold at-rules, each with the reason. */
const allowed: Record<string, string> = {
  'ui-kit/src/theme/GlobalStyle.ts': "the page's first styles: rendered by the server, before any part",
  'ui-kit/src/theme/motion.ts': "every kit animation's @keyframes, brought along by GlobalStyle",
  // The two container queries of a 320 px phone (docs/decisions/narrow-phones.md).
  'ui-kit/src/Header/Header.styles.ts':
    "the home's header, in the home's first styles (the server's); another page reaches it by a route change",
  'ui-kit/src/DownloadBar/DownloadBar.styles.ts':
    'the home only, whose server render holds the bar (its placeholder) and so its styles; elsewhere a route change brings it',
  'app/src/features/member/RedRain.tsx':
    'the red envelope rain is a screen of its own: its rules arrive with the route change that opens it',
};

const atRule = /@(media|keyframes|supports|container|layer|font-face|property)\b|\bkeyframes`/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('style rules a part adds at run time', () => {
  const files = ['ui-kit/src', 'app/src'].flatMap((d) => sources(join(repo, d)));

  it('are never @media, @keyframes or another at-rule', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .map((f) => relative(repo, f).split('\\').join('/'))
      .filter((f) => !allowed[f] && atRule.test(readFileSync(join(repo, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('lists only files that still hold one', () => {
    for (const f of Object.keys(allowed)) expect(readFileSync(join(repo, f), 'utf8'), f).toMatch(atRule);
  });
});
