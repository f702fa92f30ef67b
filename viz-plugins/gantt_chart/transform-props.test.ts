import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps, { renderTask } from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

const t = (d: number) => Date.UTC(2024, 0, d);
const queriesData = [
  {
    colnames: ['ts', 'ts_end', 'cat1', 'cat2', 'sum__m1'],
    coltypes: [2, 2, 1, 1, 0],
    rowcount: 3,
    data: [
      { ts: t(1), ts_end: t(3), cat1: 'Design', cat2: 'Team A', sum__m1: 5 },
      { ts: t(3), ts_end: t(8), cat1: 'Build', cat2: 'Team B', sum__m1: 12 },
      { ts: t(8), ts_end: t(9), cat1: 'Design', cat2: 'Team A', sum__m1: 1 },
    ],
  },
] as ChartProps['queriesData'];

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'gantt_chart',
  start_time: 'ts',
  end_time: { expressionType: 'SQL', sqlExpression: 'ts + 1', label: 'ts_end' },
  y_axis: 'cat1',
  series: 'cat2',
  tooltip_metrics: ['sum__m1'],
  tooltip_time_format: '%Y-%m-%d',
};

type Option = {
  yAxis: { data: string[] };
  series: { name: string; type: string; data: { value: number[]; row: number }[] }[];
  tooltip: { formatter: (p: unknown) => string };
};

describe('gantt_chart transformProps', () => {
  it('makes one lane per y value and one custom series per series value', () => {
    const { echartOptions, filterColumns, labelMap } = transformProps({
      width: 800,
      height: 300,
      formData,
      queriesData,
      datasource: {},
      theme,
    });
    const option = echartOptions as unknown as Option;
    expect(option.yAxis.data).toEqual(['Design', 'Build']);
    expect(option.series.map((s) => [s.name, s.type, s.data.map((d) => d.value)])).toEqual([
      [
        'Team A',
        'custom',
        [
          [0, t(1), t(3)],
          [0, t(8), t(9)],
        ],
      ],
      ['Team B', 'custom', [[1, t(3), t(8)]]],
    ]);
    expect(filterColumns).toEqual(['cat2']);
    expect(labelMap).toEqual({ 'Team A': ['Team A'], 'Team B': ['Team B'] });
    const html = option.tooltip.formatter({ seriesName: 'Team B', data: { row: 1 } });
    expect(html).toContain('ts: 2024-01-03');
    expect(html).toContain('ts_end: 2024-01-08');
    expect(html).toContain('sum__m1: 12');
  });

  it('draws a task from its start to its end, 60% of the lane high', () => {
    const api = {
      value: (d: number) => [1, 100, 300][d]!,
      coord: ([x, y]: [number, number]) => [x / 2, y * 40 + 20] as [number, number],
      size: () => [0, 40] as [number, number],
      visual: (name: string) => ({ color: 'red', opacity: 0.3 })[name],
    };
    expect(renderTask(null, api)).toEqual({
      type: 'rect',
      shape: { x: 50, y: 60 - 12, width: 100, height: 24, r: 2 },
      style: { fill: 'red', opacity: 0.3 },
    });
  });
});
