import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';

/**
 * The one policy for server HTML (notices, popups, help articles, promotions, messages): scripts,
 * event handlers, inline styles, forms and their fields, frames, objects and javascript: URLs go;
 * text, images, links and basic layout stay.
 */
const policy: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  RETURN_DOM_FRAGMENT: true,
};

let policySet = false;

/**
 * DOMPurify with the policy set once (the module's own instance: a second one costs as much to
 * build as a sanitising). Given per call, DOMPurify parses the policy into its allow-lists again on
 * every call, most of a short notice's cost. Nothing else in the bundle uses DOMPurify.
 */
function purifierOf(): Purifier {
  if (!policySet) {
    DOMPurify.setConfig(policy);
    policySet = true;
  }
  return DOMPurify;
}

/** Makes server HTML safe to render. Links open in a new tab without handing over the opener. */
export function sanitizeHtml(html: string): string {
  // The policy again for the types (a fragment comes back); the set one is what applies.
  const clean = purifierOf().sanitize(html, policy);
  clean.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}
