import DOMPurify from 'dompurify';

/**
 * Makes server HTML (notices, help articles) safe to render: scripts, event handlers, iframes,
 * forms and javascript: URLs go; text, images, links and basic layout stay. Links open in a new
 * tab without handing over the opener.
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
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}
