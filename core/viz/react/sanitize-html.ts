// HTML sanitising for charts that show user-written markup (handlebars, table cells with HTML).
// Browser only: DOMPurify needs a DOM. Static renderers never draw markup, only its text.
import DOMPurify from 'dompurify';

/** Markup safe to inject: scripts, event handlers and javascript: URLs removed; <style> kept out. */
export function sanitizeHtml(html: string): string {
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
