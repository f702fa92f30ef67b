import { describe, expect, it } from 'vitest';
import { tooltipHtml } from './tooltip-html.ts';

describe('tooltipHtml', () => {
  it('lays rows out under a title and escapes data', () => {
    const html = tooltipHtml([['<b>CA</b>', '1k']], 'Births & more');
    expect(html).toContain('Births &amp; more');
    expect(html).toContain('&lt;b&gt;CA&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html.match(/<td/g)).toHaveLength(2);
  });
});
