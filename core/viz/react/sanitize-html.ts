// HTML sanitising for charts that show user-written markup (handlebars, table cells with HTML).
// Browser only: DOMPurify needs a DOM. Static renderers never draw markup, only its text.
import DOMPurify from 'dompurify';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Markup safe to inject: scripts, event handlers and javascript: URLs removed; <style> kept out.
 * Without a DOM (server-side React rendering) DOMPurify cannot run: the markup is escaped instead.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMPurify.sanitize !== 'function' || !DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style'] });
}

/** CSS a chart may scope under its own container: no closing tags, imports or scriptable URLs. */
export function sanitizeCss(css: string): string {
  return css
    .replace(/<\/?\s*style[^>]*>/gi, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/javascript\s*:/gi, '')
    .replace(/expression\s*\(/gi, '(');
}
