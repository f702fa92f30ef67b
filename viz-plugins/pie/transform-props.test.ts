import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps, { formatPieLabel, getTotalPosition } from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';
import { renderEChartsSvg } from '../../core/viz/testing/echarts-ssr.test-support.ts';

const theme = TEST_LIGHT_THEME;

// What POST /api/v1/chart/data answers for the captured pie (birth_names, sum__num by state).
const answer = {
  colnames: ['state', 'sum__num'],
  coltypes: [1, 0] as (0 | 1 | 2 | 3)[],
  rowcount: 4,
  data: [
    { state: 'CA', sum__num: 5000 },
    { state: 'NY', sum__num: 3000 },
    { state: 'TX', sum__num: 1900 },
    { state: 'FL', sum__num: 100 },
  ],
};

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'pie',
  groupby: ['state'],
  metric: 'sum__num',
  label_type: 'key_percent',
  number_format: 'SMART_NUMBER',
  show_labels: true,
  labels_outside: true,
  outerRadius: 70,
  innerRadius: 30,
  donut: true,
  show_legend: true,
  legendOrientation: 'top',
};

const props = (overrides: Partial<ChartProps> = {}, fd: Partial<QueryFormData> = {}): ChartProps => ({
  width: 800,
  height: 600,
  formData: { ...formData, ...fd },
  queriesData: [answer],
  datasource: {},
  theme,
  ...overrides,
});

type Series = {
  type: string;
  radius: string[];
  data: { name: string; value: number; itemStyle: { opacity: number } }[];
  label: { position: string; formatter: (p: object) => string };
  minShowLabelAngle: number;
};
const seriesOf = (option: Record<string, unknown>) => (option.series as Series[])[0]!;

describe('pie transformProps', () => {
  it('draws one slice per row, named by the groupby, as a donut', () => {
    const { echartOptions, labelMap, groupby } = transformProps(props());
    const series = seriesOf(echartOptions);
    expect(series.type).toBe('pie');
    expect(series.data.map(({ name, value }) => [name, value])).toEqual([
      ['CA', 5000],
      ['NY', 3000],
      ['TX', 1900],
      ['FL', 100],
    ]);
    expect(series.radius).toEqual(['30%', '70%']);
    expect(series.label.position).toBe('outer');
    // The default 5 % label threshold hides labels of slices under 18°.
    expect(series.minShowLabelAngle).toBe(18);
    expect(groupby).toEqual(['state']);
    expect(labelMap).toEqual({ CA: ['CA'], NY: ['NY'], TX: ['TX'], FL: ['FL'] });
    expect((echartOptions.legend as { data: string[] }).data).toEqual(['CA', 'NY', 'TX', 'FL']);
  });

  it('labels slices with the category and its percentage', () => {
    const series = seriesOf(transformProps(props()).echartOptions);
    expect(series.label.formatter({ name: 'CA', value: 5000, percent: 50 })).toBe('CA: 50.00%');
  });

  it('fills a plain pie without donut and puts labels inside', () => {
    const series = seriesOf(transformProps(props({}, { donut: false, labels_outside: false })).echartOptions);
    expect(series.radius).toEqual(['0%', '70%']);
    expect(series.label.position).toBe('inner');
  });

  it('dims the slices that are not cross-filtered', () => {
    const series = seriesOf(transformProps(props({ filterState: { selectedValues: ['NY'] } })).echartOptions);
    expect(series.data.map((datum) => datum.itemStyle.opacity)).toEqual([0.3, 1, 0.3, 0.3]);
  });

  it('groups slices under threshold_for_other into one Other slice', () => {
    const series = seriesOf(transformProps(props({}, { threshold_for_other: 5 })).echartOptions);
    expect(series.data.map(({ name, value }) => [name, value])).toEqual([
      ['CA', 5000],
      ['NY', 3000],
      ['TX', 1900],
      ['Other', 100],
    ]);
  });

  it('shows the total, and turns animation off for a static image', () => {
    const { echartOptions } = transformProps(props({ isStatic: true }, { show_total: true }));
    expect(echartOptions.animation).toBe(false);
    expect((echartOptions.graphic as { style: { text: string } }).style.text).toBe('Total: 10k');
  });
});

describe('formatPieLabel', () => {
  const format = (value: number) => `${value}`;
  it('follows each label type', () => {
    const params = { name: 'CA', value: 5000, percent: 12.5 };
    expect(formatPieLabel('key', undefined, params, format)).toBe('CA');
    expect(formatPieLabel('value', undefined, params, format)).toBe('5000');
    expect(formatPieLabel('percent', undefined, params, format)).toBe('12.50%');
    expect(formatPieLabel('key_value', undefined, params, format)).toBe('CA: 5000');
    expect(formatPieLabel('key_value_percent', undefined, params, format)).toBe('CA: 5000 (12.50%)');
    expect(formatPieLabel('value_percent', undefined, params, format)).toBe('5000 (12.50%)');
    expect(formatPieLabel('template', '{name}\\n{value} / {c}', params, format)).toBe('CA\n5000 / 5000');
  });
});

describe('getTotalPosition', () => {
  it('centres the total in a donut and shifts it below a top legend', () => {
    expect(getTotalPosition({}, true, 800, 600)).toEqual({ top: 'middle', left: 'center' });
    expect(getTotalPosition({ top: 60 }, true, 800, 600)).toEqual({ top: '55%', left: 'center' });
  });
});

describe('pie with ECharts server-side rendering', () => {
  it('draws an SVG with its data', () => {
    const { echartOptions } = transformProps(props({ isStatic: true }));
    const svg = renderEChartsSvg(echartOptions);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('CA: 50.00%');
    expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(3);
  });
});
