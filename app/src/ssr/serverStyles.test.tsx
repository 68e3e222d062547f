import { describe, expect, it } from 'vitest';
import styled, { keyframes, ServerStyleSheet } from 'styled-components';
import { renderToString } from 'react-dom/server';
import { splitServerStyles } from './serverStyles.ts';

const spin = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Box = styled.div`
  color: red;
  animation: ${spin} 1s;
  @media (min-width: 600px) {
    color: blue;
  }
`;

function serverTags(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<Box>hi</Box>));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('splitServerStyles', () => {
  it('puts every rule in a plain style and only the markers in the data-styled tag', () => {
    const tags = serverTags();
    const split = splitServerStyles(tags);
    const [plain, marked] = split.split('</style>');
    expect(plain).toMatch(/^<style>/);
    expect(plain).toContain('color:red;');
    expect(plain).toContain('@media (min-width: 600px)');
    expect(plain).toContain('@keyframes');
    expect(plain).not.toContain('data-styled.g');
    expect(marked).toMatch(/^<style data-styled="true" data-styled-version="[\d.]+">/);
    expect(marked).toContain('data-styled.g');
    expect(marked).not.toContain('color:red');
    expect(marked).not.toContain('@keyframes');
  });

  it('keeps every marker, each with the class names the server rendered', () => {
    const tags = serverTags();
    const markers = /<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(splitServerStyles(tags))![1]!;
    const full = /<style[^>]*>([\s\S]*?)<\/style>/.exec(tags)![1]!;
    const namesIn = (css: string) => [...css.matchAll(/\{content:"([^"]*)"\}/g)].map((m) => m[1]);
    expect(namesIn(markers)).toEqual(namesIn(full));
    expect(namesIn(markers).join('')).not.toBe('');
  });

  it('leaves anything it does not recognise as it was', () => {
    expect(splitServerStyles('')).toBe('');
    expect(splitServerStyles('<link rel="stylesheet" href="/x.css">')).toBe('<link rel="stylesheet" href="/x.css">');
  });
});
