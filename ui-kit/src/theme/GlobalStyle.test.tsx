import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { GlobalStyle } from './GlobalStyle.ts';
import * as motion from './motion.ts';

describe('GlobalStyle', () => {
  const sheet = new ServerStyleSheet();
  renderToString(sheet.collectStyles(<GlobalStyle />));
  const css = sheet.getStyleTags();
  sheet.seal();

  it("brings every kit animation's @keyframes with the first styles", () => {
    const names = Object.values(motion).map((k) => k.getName());
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(css).toContain(`@keyframes ${name}`);
  });

  it("keeps the dialogs' scroll-lock variable from being inherited", () => {
    expect(css.replace(/\s+/g, ' ')).toMatch(/@property --removed-body-scroll-bar-size ?\{[^}]*inherits: ?false/);
  });
});
