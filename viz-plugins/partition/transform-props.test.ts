import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps, { layoutIcicle, prune } from './transform-props.ts';
import { TEST_LIGHT_THEME, testChartProps } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_LIGHT_THEME;

const props = (fd: Record<string, unknown> = {}): ChartProps =>
  testChartProps({
    width: 300,
    height: 200,
    formData: {
      datasource: '2__table',
      viz_type: 'partition',
      groupby: ['territory', 'country'],
      metrics: ['sum__sales'],
      ...fd,
    },
    columns: { territory: 1, country: 1, sum__sales: 0 },
    data: [
      { territory: 'EMEA', country: 'France', sum__sales: 100 },
      { territory: 'EMEA', country: 'Spain', sum__sales: 50 },
      { territory: 'APAC', country: 'Japan', sum__sales: 50 },
    ],
    theme,
  });

describe('partition transformProps', () => {
  it('lays the hierarchy out as an icicle, one column per level', () => {
    const { rects } = transformProps(props());
    expect(rects.map(({ path, x, y, width, height }) => [path, x, y, width, height])).toEqual([
      ['sum__sales', 0, 0, 100, 200],
      ['sum__sales ▸ EMEA', 100, 0, 100, 150],
      ['sum__sales ▸ EMEA ▸ France', 200, 0, 100, 100],
      ['sum__sales ▸ EMEA ▸ Spain', 200, 100, 100, 50],
      ['sum__sales ▸ APAC', 100, 150, 100, 50],
      ['sum__sales ▸ APAC ▸ Japan', 200, 150, 100, 50],
    ]);
  });

  it('prunes by partition_limit and partition_threshold', () => {
    const tree = {
      name: 'r',
      value: 100,
      children: [70, 20, 6, 4].map((value) => ({ name: String(value), value, children: [] })),
    };
    expect(prune(tree, 2, 0).children.map((child) => child.value)).toEqual([70, 20]);
    expect(prune(tree, 0, 0.05).children.map((child) => child.value)).toEqual([70, 20, 6]);
    expect(layoutIcicle(tree, 10, 10, 2)).toHaveLength(5);
  });

  it('makes one branch per metric under a root when there are several', () => {
    const { rects } = transformProps(props({ metrics: ['sum__sales', 'count'], groupby: ['territory'] }));
    expect(rects.slice(0, 2).map((rect) => rect.path)).toEqual(['All', 'All ▸ sum__sales']);
  });
});

describe('partition with ECharts server-side rendering', () => {
  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props());
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('France (100)');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(5);
  });
});
