import { describe, expect, it } from 'vitest';
import { markdownToHtml, renderMarkdown } from './render-markdown.ts';

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '[click](javascript:alert(3))',
  '<iframe src="https://example.com"></iframe>',
].join('\n\n');

describe('markdown blocks', () => {
  it('renders markdown', () => {
    expect(markdownToHtml('## Notes\n\nFigures in **EUR**.', false)).toBe(
      '<h2>Notes</h2>\n<p>Figures in <strong>EUR</strong>.</p>\n',
    );
  });

  it('never makes a javascript: link, even with HTML allowed', () => {
    for (const escape of [true, false]) {
      const html = markdownToHtml(XSS, escape);
      expect(html).not.toMatch(/href="javascript:/i);
      expect(html).toContain('[click](javascript:alert(3))');
    }
  });

  it('escapes raw HTML with ESCAPE_MARKDOWN_HTML', () => {
    const html = markdownToHtml(XSS, true);
    expect(html).not.toMatch(/<script|<img|<iframe/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;iframe');
  });

  it('without a DOM to sanitise with, escapes everything rather than pass raw HTML through', () => {
    // Unit tests run in Node: DOMPurify cannot run, so the safe fallback is taken (the Chromium
    // test covers DOMPurify's own pass on the same payload).
    const html = renderMarkdown(XSS, false);
    expect(html).not.toMatch(/<script|<img|<iframe|href="javascript/i);
  });
});
