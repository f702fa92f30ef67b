import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import { bucketStart, subdomainIndex, subdomainLabel } from './calendar-buckets.ts';
import transformProps from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

const day = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h);
const queriesData = [
  {
    colnames: ['__timestamp', 'sum__num', 'count'],
    coltypes: [2, 0, 0],
    rowcount: 3,
    data: [
      { __timestamp: day(2024, 1, 1), sum__num: 120, count: 3 },
      { __timestamp: day(2024, 1, 2), sum__num: 80, count: 2 },
      { __timestamp: day(2024, 2, 15), sum__num: 300, count: 9 },
    ],
  },
] as ChartProps['queriesData'];

const props = (extra: Record<string, unknown> = {}): ChartProps<QueryFormData> => ({
  width: 900,
  height: 400,
  formData: {
    datasource: '1__table',
    viz_type: 'cal_heatmap',
    metrics: ['sum__num', 'count'],
    domain_granularity: 'month',
    subdomain_granularity: 'day',
    steps: 5,
    ...extra,
  },
  queriesData,
  datasource: {},
  theme,
});

type Option = {
  calendar?: { range: unknown }[];
  grid?: unknown[];
  xAxis?: { data: string[] }[];
  yAxis?: { data: string[] }[];
  title: { text: string }[];
  visualMap: { min: number; max: number; splitNumber: number; seriesIndex: number; dimension: number }[];
  series: { coordinateSystem?: string; data: unknown[][] }[];
};

describe('cal_heatmap transformProps', () => {
  it('draws day cells on an ECharts calendar per metric, each with its own colour steps', () => {
    const option = transformProps(props()).echartOptions as unknown as Option;
    expect(option.title.map((t) => t.text)).toEqual(['sum__num', 'count']);
    expect(option.calendar!.map((c) => c.range)).toEqual([
      ['2024-01-01', '2024-02-15'],
      ['2024-01-01', '2024-02-15'],
    ]);
    expect(option.series[0]).toMatchObject({ coordinateSystem: 'calendar' });
    expect(option.series[0]!.data).toEqual([
      ['2024-01-01', 120],
      ['2024-01-02', 80],
      ['2024-02-15', 300],
    ]);
    expect(option.visualMap.map((v) => [v.seriesIndex, v.dimension, v.min, v.max, v.splitNumber])).toEqual([
      [0, 1, 80, 300, 5],
      [1, 1, 2, 9, 5],
    ]);
  });

  it('keeps day cells square, shrinking them to fit a narrow chart', () => {
    const year = [
      {
        ...queriesData[0]!,
        data: [
          { __timestamp: day(2024, 1, 1), sum__num: 1, count: 1 },
          { __timestamp: day(2024, 12, 30), sum__num: 2, count: 1 },
        ],
      },
    ];
    const cells = (width: number) =>
      (
        transformProps({ ...props({ metrics: ['sum__num'], cell_size: 10 }), queriesData: year, width })
          .echartOptions as unknown as { calendar: { cellSize: [number, number] }[] }
      ).calendar[0]!.cellSize;
    expect(cells(900)).toEqual([10, 10]);
    // 380px wide: 54 weeks in the 324px left beside the day labels.
    expect(cells(380)).toEqual([6, 6]);
  });

  it('shows the legend as swatches between the lowest and highest value', () => {
    const option = transformProps(props()).echartOptions as unknown as { visualMap: Record<string, unknown>[] };
    expect(option.visualMap[0]).toMatchObject({ showLabel: false, text: ['300', '80'] });
  });

  it('draws other subdomains as domain blocks by cell position', () => {
    const hourly = [
      {
        ...queriesData[0]!,
        data: [
          { __timestamp: day(2024, 1, 1, 9), sum__num: 5, count: 1 },
          { __timestamp: day(2024, 1, 2, 13), sum__num: 7, count: 1 },
        ],
      },
    ];
    const option = transformProps({
      ...props({ domain_granularity: 'day', subdomain_granularity: 'hour', metrics: ['sum__num'] }),
      queriesData: hourly,
    }).echartOptions as unknown as Option;
    expect(option.calendar).toBeUndefined();
    // The colour follows the value (third), not the time kept for the tooltip.
    expect(option.visualMap[0]).toMatchObject({ dimension: 2, min: 5, max: 7 });
    expect(option.xAxis![0]!.data).toEqual(['2024-01-01', '2024-01-02']);
    expect(option.yAxis![0]!.data).toHaveLength(14);
    expect(option.series[0]!.data.map((d) => d.slice(0, 3))).toEqual([
      [0, 9, 5],
      [1, 13, 7],
    ]);
  });

  it('buckets time in UTC, weeks from Monday', () => {
    // 2024-01-03 is a Wednesday.
    expect(bucketStart(day(2024, 1, 3, 15), 'week')).toBe(day(2024, 1, 1));
    expect(bucketStart(day(2024, 3, 9), 'month')).toBe(day(2024, 3, 1));
    expect(subdomainIndex(day(2024, 3, 9), 'year', 'month')).toBe(2);
    expect(subdomainIndex(day(2024, 1, 3), 'week', 'day')).toBe(2);
    expect(subdomainLabel(2, 'week', 'day')).toBe('Wed');
    expect(subdomainLabel(2, 'year', 'month')).toBe('Mar');
  });
});
