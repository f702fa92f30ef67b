import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { VizTheme } from '../../core/viz/index.ts';
import HandlebarsChart from './chart.tsx';

const theme = {
  mode: 'light',
  background: '#ffffff',
  surface: '#f5f5f5',
  text: '#111111',
  textMuted: '#666666',
  border: '#dddddd',
  gridLine: '#eeeeee',
  primary: '#1f77b4',
  positive: '#2ca02c',
  negative: '#d62728',
  fontFamily: 'sans-serif',
  fontSize: 12,
} as VizTheme;

describe('handlebars chart', () => {
  it('shows a template error instead of the output', () => {
    const html = renderToString(
      <HandlebarsChart
        source=""
        spec=""
        context={{ data: [], formData: { datasource: '1__table', viz_type: 'handlebars' } }}
        css=""
        error="Parse error on line 1"
        width={300}
        height={200}
        theme={theme}
        hooks={{ setDataMask: () => {} }}
      />,
    );
    expect(html).toContain('Parse error on line 1');
    expect(html).toContain('<pre');
  });
});
