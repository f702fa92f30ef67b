import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_LIGHT_THEME;

const props = (fd: Record<string, unknown> = {}, extra: Partial<ChartProps> = {}): ChartProps => ({
  width: 600,
  height: 600,
  formData: {
    datasource: '2__table',
    viz_type: 'sunburst_v2',
    columns: ['territory', 'country'],
    metric: 'sum__sales',
    ...fd,
  },
  queriesData: [
    {
      colnames: ['territory', 'country', 'sum__sales'],
      coltypes: [1, 1, 0],
      rowcount: 3,
      data: [
        { territory: 'EMEA', country: 'France', sum__sales: 100 },
        { territory: 'EMEA', country: 'Spain', sum__sales: 50 },
        { territory: 'APAC', country: 'Japan', sum__sales: 30 },
      ],
    },
  ],
  datasource: {},
  theme,
  ...extra,
});

type Node = { name: string; path: string; value: number; itemStyle: { opacity?: number }; children?: Node[] };
const nodes = (option: Record<string, unknown>) => (option.series as { data: Node[] }[])[0]!.data;

describe('sunburst transformProps', () => {
  it('nests rings by the hierarchy with summed values and paths', () => {
    const { echartOptions, labelMap, groupby } = transformProps(props());
    const data = nodes(echartOptions);
    expect(
      data.map((node) => [node.path, node.value, node.children?.map((child) => [child.path, child.value])]),
    ).toEqual([
      [
        'EMEA',
        150,
        [
          ['EMEA,France', 100],
          ['EMEA,Spain', 50],
        ],
      ],
      ['APAC', 30, [['APAC,Japan', 30]]],
    ]);
    expect(groupby).toEqual(['territory', 'country']);
    expect(labelMap['EMEA,Spain']).toEqual(['EMEA', 'Spain']);
    expect(labelMap.APAC).toEqual(['APAC']);
  });

  it('dims every node outside the selected path', () => {
    const data = nodes(transformProps(props({}, { filterState: { selectedValues: ['EMEA'] } })).echartOptions);
    expect(data[0]!.itemStyle.opacity).toBeUndefined();
    expect(data[1]!.itemStyle.opacity).toBe(0.3);
    expect(data[0]!.children![0]!.itemStyle.opacity).toBe(0.3);
  });

  it('shows the total in the centre', () => {
    const { echartOptions } = transformProps(props({ show_total: true }));
    expect((echartOptions.graphic as { style: { text: string } }).style.text).toBe('Total: 180');
  });
});

describe('sunburst_v2 with ECharts server-side rendering', () => {
  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props({ show_labels: true }));
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('EMEA');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(3);
  });
});
