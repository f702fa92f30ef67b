import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import renderSvg from './render-svg.ts';
import transformProps from './transform-props.ts';
import type { TableFormData } from './types.ts';
import { TEST_DARK_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_DARK_THEME;

const props = (rows: Record<string, string | number>[]) =>
  transformProps({
    width: 400,
    height: 200,
    formData: {
      datasource: '1__table',
      viz_type: 'table',
      groupby: ['state'],
      metrics: ['sum__num'],
      show_cell_bars: true,
    },
    queriesData: [{ colnames: ['state', 'sum__num'], coltypes: [1, 0], data: rows, rowcount: rows.length }],
    datasource: {},
    theme,
  } as ChartProps<TableFormData>);

describe('table static SVG', () => {
  it('draws header, formatted cells, faint bars and the "more rows" footer', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ state: `S<${i}>`, sum__num: (i + 1) * 1000 }));
    const svg = renderSvg(props(rows), { width: 400, height: 200, theme });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(`fill="${theme.background}"`);
    expect(svg).toContain('sum__num');
    expect(svg).toContain('S&lt;0&gt;');
    expect(svg).toContain('1k');
    expect(svg).toContain(`fill="${theme.positive}4D"`);
    expect(svg).toMatch(/more rows/);
  });
  it('says so when the query returned nothing', () => {
    expect(renderSvg(props([]), { width: 400, height: 200, theme })).toContain(
      'No results were returned for this query',
    );
  });
});
