/**
 * Server HTML (help center, announcements, promotions, messages) rendered only after DOMPurify:
 * no scripts, no event handlers, no javascript: links. Links open outside in a new tab.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { theme } from '@lobby/tokens';

/** Sanitises an HTML string for rendering (pure; unit-tested with script payloads). */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  // Outside links must not reach back into the app through window.opener.
  const tpl = document.createElement('template');
  tpl.innerHTML = clean;
  for (const a of Array.from(tpl.content.querySelectorAll('a[href]'))) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return tpl.innerHTML;
}

const Body = styled.div`
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.fg.default};
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
  & a {
    color: ${theme.color.fg.link};
  }
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Body data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
