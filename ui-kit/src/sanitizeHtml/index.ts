export { sanitizeHtml } from './sanitizeHtml.ts';
