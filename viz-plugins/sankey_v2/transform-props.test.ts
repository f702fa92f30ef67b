import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'sankey_v2',
  source: 'product_line',
  target: 'deal_size',
  metric: 'sum__sales',
};

// sales: SUM(sales) by product line and deal size, as /api/v1/chart/data answers.
const queriesData = [
  {
    colnames: ['product_line', 'deal_size', 'sum__sales'],
    coltypes: [1, 1, 0],
    rowcount: 4,
    data: [
      { product_line: 'Classic Cars', deal_size: 'Medium', sum__sales: 600 },
      { product_line: 'Classic Cars', deal_size: 'Small', sum__sales: 200 },
      { product_line: 'Ships', deal_size: 'Medium', sum__sales: 300 },
      { product_line: 'Ships', deal_size: 'Large', sum__sales: 100 },
    ],
  },
] as ChartProps['queriesData'];

const props = (extra: Partial<ChartProps<QueryFormData>> = {}): ChartProps<QueryFormData> => ({
  width: 800,
  height: 500,
  formData,
  queriesData,
  datasource: {},
  theme,
  ...extra,
});

describe('sankey_v2 transformProps', () => {
  it('makes one link per row and one coloured node per distinct name', () => {
    const { echartOptions, links } = transformProps(props());
    expect(links).toEqual([
      { source: 'Classic Cars', target: 'Medium', value: 600 },
      { source: 'Classic Cars', target: 'Small', value: 200 },
      { source: 'Ships', target: 'Medium', value: 300 },
      { source: 'Ships', target: 'Large', value: 100 },
    ]);
    const series = (
      echartOptions.series as { type: string; data: { name: string; itemStyle: { color: string } }[] }[]
    )[0]!;
    expect(series.type).toBe('sankey');
    expect(series.data.map((n) => n.name)).toEqual(['Classic Cars', 'Medium', 'Small', 'Ships', 'Large']);
    expect(new Set(series.data.map((n) => n.itemStyle.color)).size).toBe(5);
  });

  it('leaves room on the right for the longest label of the last column', () => {
    const right = (width: number) =>
      (transformProps({ ...props(), width }).echartOptions.series as { right: number }[])[0]!.right;
    // The sinks are Medium, Small and Large: six characters of 12px text and a gap.
    expect(right(800)).toBe(Math.round(6 * 12 * 0.62 + 12));
    // Never more than 40% of a narrow chart.
    expect(right(100)).toBe(40);
  });

  it('shows a link as its share of each end', () => {
    const { echartOptions } = transformProps(props());
    const tooltip = echartOptions.tooltip as { formatter: (p: unknown) => string };
    const html = tooltip.formatter({ name: 'Ships > Medium', value: 300, data: { source: 'Ships', target: 'Medium' } });
    // Ships sends 400 in all; Medium receives 900.
    expect(html).toContain('% (Ships): <b>75.00%</b>');
    expect(html).toContain('% (Medium): <b>33.33%</b>');
    expect(html).toContain('sum__sales: <b>300.00</b>');
  });

  it('turns animation off for a static drawing', () => {
    expect(transformProps(props({ isStatic: true })).echartOptions.animation).toBe(false);
    expect(transformProps(props()).echartOptions.animation).toBe(true);
  });
});
