import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './SafeHtml.tsx';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: links, keeps the text', () => {
    const out = sanitizeHtml(
      '<p>Play safe</p><script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">click</a>',
    );
    expect(out).toContain('<p>Play safe</p>');
    expect(out).not.toMatch(/<script|onerror|javascript:/i);
    expect(out).toContain('click');
  });

  it('opens outside links in a new tab without an opener', () => {
    const out = sanitizeHtml('<a href="https://example.com">x</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });
});
