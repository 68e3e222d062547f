/**
 * Server HTML (help center, announcements, promotions, messages) rendered only after the kit's
 * sanitiser (DOMPurify, one policy for the kit's notices and the app's pages): no scripts, no event
 * handlers, no javascript: links, no forms or embeds. Links open outside in a new tab.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { ownDirectionBlocks, sanitizeHtml } from '@lobby/ui-kit';
import { theme } from '@lobby/tokens';

const Body = styled.div`
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.color.fg.default};
  overflow-wrap: anywhere;
  /* The platform's text: an English notice in an Arabic page ends with its full stop, not starts. */
  ${ownDirectionBlocks}
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

export function SafeHtml({ html, id, testId }: { html: string; id?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Body id={id} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
