import { describe, expect, it } from 'vitest';
import { sanitizeCss, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeCss', () => {
  it('keeps rules and drops what escapes the style element or loads code', () => {
    expect(sanitizeCss('.a { color: red; }')).toBe('.a { color: red; }');
    // inside <style> only a closing style tag can escape; other markup is inert text there
    expect(sanitizeCss('.a{}</style><script>x()</script>')).toBe('.a{}<script>x()</script>');
    expect(sanitizeCss('@import url(evil.css); .b{}')).toBe(' .b{}');
    expect(sanitizeCss('.c{background:url( javascript:alert(1))}')).toBe('.c{background:url( alert(1))}');
    expect(sanitizeCss('.d{width:expression(alert(1))}')).toBe('.d{width:(alert(1))}');
  });
});

describe('sanitizeHtml without a DOM', () => {
  it('escapes the markup rather than passing it through', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });
});
