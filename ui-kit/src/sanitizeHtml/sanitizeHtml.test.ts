import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links, keeps text, images and safe links', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a><a href="https://example.com">ok</a><iframe src="//evil"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(out).toContain('<img src="x.png">');
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('holds its policy on every call: fields, objects, embeds and inline styles go each time', () => {
    const dirty =
      '<p style="color:red">Hi</p><textarea>t</textarea><select></select><object data="x"></object><embed src="y"><form><input></form><b>ok</b>';
    for (let i = 0; i < 3; i += 1) {
      const out = sanitizeHtml(dirty);
      expect(out).toBe('<p>Hi</p>t<b>ok</b>'); // a removed element's text stays
    }
  });
});
