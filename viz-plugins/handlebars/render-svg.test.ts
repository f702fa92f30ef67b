import { describe, expect, it } from 'vitest';
import renderSvg from './render-svg.ts';
import type { HandlebarsRenderProps } from './types.ts';
import { TEST_TABLE_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_TABLE_THEME;

describe('handlebars static SVG', () => {
  it('draws only the text of the markup, escaped', () => {
    const svg = renderSvg(
      {
        source:
          '<h3>{{title}}</h3><ul><li>A &amp; {{b}}</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script>',
        spec: '',
        context: { title: 'Top', b: 'B' } as unknown as HandlebarsRenderProps['context'],
        css: '',
        error: null,
      },
      { width: 300, height: 200, theme },
    );
    expect(svg).toContain('>Top<');
    expect(svg).toContain('• A &amp; B');
    expect(svg).not.toMatch(/alert|<img|<script/);
  });
  it('shows a template error as the rendering error message', () => {
    // the message is wrapped over lines: compare the text content
    const svg = renderSvg(
      {
        source: '',
        spec: '',
        context: { data: [], formData: {} } as unknown as HandlebarsRenderProps['context'],
        css: '',
        error: 'Parse error',
      },
      { width: 300, height: 200, theme },
    );
    const textContent = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
    expect(textContent).toBe('An error occurred while rendering the visualization: Parse error');
  });
});
