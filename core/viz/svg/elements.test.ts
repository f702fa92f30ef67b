import { describe, expect, it } from 'vitest';
import { escapeText, escapeXml, num, svgAttributes } from './escape.ts';
import { group, line, path, polylinePath, rect, svgDocument, text } from './elements.ts';

describe('escaping', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
    expect(escapeText('bell\u0007 tab\tok')).toBe('bell tab\tok');
  });

  it('rounds numbers and leaves out empty attributes', () => {
    expect(num(1.23456)).toBe('1.23');
    expect(num(-0.001)).toBe('0');
    expect(num(Number.NaN)).toBe('0');
    expect(svgAttributes({ a: 1, b: undefined, c: null, d: false, e: true, f: 'x"y' })).toBe(' a="1" e f="x&quot;y"');
  });
});

describe('elements', () => {
  it('builds a document with size, viewBox and a background rectangle', () => {
    const svg = svgDocument(300, 200, '#123456', ['<g/>']);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="200" viewBox="0 0 300 200">/);
    expect(svg).toContain('<rect x="0" y="0" width="300" height="200" fill="#123456"/>');
    expect(svg.endsWith('<g/></svg>')).toBe(true);
    expect(svgDocument(10, 10, null, '')).not.toContain('<rect');
  });

  it('draws rect, line, path and groups', () => {
    expect(rect({ x: 1, y: 2, width: -5, height: 4, fill: 'red' })).toBe(
      '<rect x="1" y="2" width="0" height="4" fill="red"/>',
    );
    expect(line({ x1: 0, y1: 0, x2: 10, y2: 0, stroke: '#000', dash: '2 2' })).toBe(
      '<line x1="0" y1="0" x2="10" y2="0" stroke="#000" stroke-width="1" stroke-dasharray="2 2"/>',
    );
    expect(path('M0 0', { stroke: 'blue', strokeWidth: 2 })).toBe(
      '<path d="M0 0" fill="none" stroke="blue" stroke-width="2"/>',
    );
    expect(group('<a/>', { x: 5, y: 6 })).toBe('<g transform="translate(5 6)"><a/></g>');
  });

  it('breaks a polyline at missing points and closes it on request', () => {
    expect(
      polylinePath([
        [0, 0],
        [1, 1],
        [Number.NaN, 2],
        [3, 3],
        [4, 4],
      ]),
    ).toBe('M0 0 L1 1 M3 3 L4 4');
    expect(
      polylinePath(
        [
          [0, 0],
          [1, 0],
          [1, 1],
        ],
        true,
      ),
    ).toBe('M0 0 L1 0 L1 1 Z');
    expect(polylinePath([])).toBe('');
  });

  it('sets text with anchor and baseline offset, escapes it and truncates to a width', () => {
    const svg = text('a < b', { x: 10, y: 20, fontSize: 10, fill: '#111', anchor: 'end', baseline: 'middle' });
    expect(svg).toContain('x="10" y="23.5"');
    expect(svg).toContain('text-anchor="end"');
    expect(svg).toContain('>a &lt; b</text>');
    const cut = text('A label far too long for its box', { x: 0, y: 0, fontSize: 12, fill: '#000', maxWidth: 60 });
    expect(cut).toContain('<title>A label far too long for its box</title>');
    expect(cut).toMatch(/>[^<>]*…<\/text>$/);
    expect(text('x', { x: 0, y: 0, fontSize: 12, fill: '#000', maxWidth: 1 })).toBe('');
  });
});
