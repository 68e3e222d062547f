import DOMPurify from 'dompurify';

/**
 * The one policy for server HTML (the kit's notices; the app's help center, announcements,
 * promotions and messages): scripts, event handlers, iframes, forms and javascript: URLs go; text,
 * images, links and basic layout stay. Links open in a new tab without handing over the opener.
 * The build gives this module and DOMPurify a chunk of their own, "sanitizeHtml" (app/vite.config.ts).
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  clean.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  // Serialised inside DOMPurify's inert document: moved into the page's, its images would start
  // loading before the HTML is even rendered.
  const box = (clean.ownerDocument ?? document).createElement('div');
  box.append(clean);
  return box.innerHTML;
}
