import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HandlebarsChart from './chart.tsx';
import { TEST_TABLE_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_TABLE_THEME;

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
