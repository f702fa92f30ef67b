// Markdown blocks (Superset's SafeMarkdown): markdown-it renders, DOMPurify sanitises what it gives.
import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from '../../../../core/viz/react/sanitize-html.ts';

const withHtml = new MarkdownIt({ html: true, linkify: true, breaks: false });
const escaped = new MarkdownIt({ html: false, linkify: true, breaks: false });

/**
 * Markdown to markup safe to inject. With `escapeHtml` (the ESCAPE_MARKDOWN_HTML flag) raw HTML in
 * the text shows as text; otherwise it is kept and sanitised: no script, event handler,
 * javascript: URL, iframe or style survives. markdown-it refuses javascript:/vbscript:/data: links
 * on its own; DOMPurify catches what raw HTML brings.
 */
export function renderMarkdown(source: string, escapeHtml: boolean): string {
  const html = (escapeHtml ? escaped : withHtml).render(source ?? '');
  return sanitizeHtml(html);
}

/** The markup before sanitising (what markdown-it alone makes of the source): for tests. */
export function markdownToHtml(source: string, escapeHtml: boolean): string {
  return (escapeHtml ? escaped : withHtml).render(source ?? '');
}
