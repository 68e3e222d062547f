import { describe, expect, it } from 'vitest';
import corpusText from '../../../tests/fixtures/xss-corpus.txt?raw';
import { pageDataId, readPageData, serializePageData } from './pageData.ts';

const corpus = corpusText.split('\n').filter((l) => l && !l.startsWith('# '));
const extra = ['</script><script>window.__xss=1</script>', '</SCRIPT >', '<!--<script>', '\u2028\u2029', '&lt;&amp;'];

describe('serializePageData', () => {
  it.each([...corpus, ...extra])('keeps %j inside its block and reads it back', (s) => {
    const json = serializePageData({ status: { message: s }, list: [s] });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    // Parsed as HTML, as the browser will: one data block, the same data.
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${pageDataId}">${json}</script>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData()).toEqual({ status: { message: s }, list: [s] });
  });

  it('reads no data from a page without the block or with a broken one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData()).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${pageDataId}">{"a":</script>`;
    expect(readPageData()).toBeUndefined();
  });
});
