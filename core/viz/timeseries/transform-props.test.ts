import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../query/query-types.ts';
import { UPLOT_POINT_THRESHOLD } from './constants.ts';
import { BY_GENDER, chartProps } from './test-fixtures/answers.ts';
import { transformTimeseriesProps } from './transform-props.ts';

type Series = Record<string, unknown> & { data: unknown[][] };
const seriesOf = (option: Record<string, unknown>) => option.series as Series[];

describe('transformTimeseriesProps', () => {
  it('draws one line per groupby value on a time axis, in the scheme colours', () => {
    const props = transformTimeseriesProps(chartProps({ sort_series_type: 'name', sort_series_ascending: true }));
    const series = seriesOf(props.echartOptions);
    expect(series.map((s) => [s.name, s.type])).toEqual([
      ['boy', 'line'],
      ['girl', 'line'],
    ]);
    expect(series[0].data).toEqual([
      [1104537600000, 1912148],
      [1136073600000, 1960374],
      [1167609600000, null],
    ]);
    expect((series[0].itemStyle as { color: string }).color).toBe('#1FA8C9');
    expect((series[1].itemStyle as { color: string }).color).toBe('#454E7C');
    expect((props.echartOptions.xAxis as { type: string }).type).toBe('time');
    expect((props.echartOptions.legend as { data: string[] }).data).toEqual(['boy', 'girl']);
    expect(props.labelMap.girl).toEqual(['girl']);
    expect(props.large).toBeNull();
  });

  it('keeps a top legend clear of the zoom toolbox, flush right without it', () => {
    const legendRight = (fd: Record<string, unknown>) =>
      (transformTimeseriesProps(chartProps(fd)).echartOptions.legend as { right: number }).right;
    expect(legendRight({ zoomable: true })).toBeGreaterThanOrEqual(5 + 3 * 15 + 2 * 8);
    expect(legendRight({ zoomable: false })).toBe(0);
  });

  it('hides value labels that would overlap', () => {
    const props = transformTimeseriesProps(chartProps({ show_value: true, stack: 'Stack' }), { seriesType: 'bar' });
    for (const s of seriesOf(props.echartOptions)) expect(s.labelLayout).toEqual({ hideOverlap: true });
  });

  it('sorts series by their sum, descending by default', () => {
    const props = transformTimeseriesProps(chartProps({}));
    expect(seriesOf(props.echartOptions).map((s) => s.name)).toEqual(['girl', 'boy']);
  });

  it('forces the plugin series type and stacks with holes filled', () => {
    const props = transformTimeseriesProps(chartProps({ stack: 'Stack' }), { seriesType: 'bar' });
    const series = seriesOf(props.echartOptions);
    expect(series.every((s) => s.type === 'bar' && s.stack === 'obs')).toBe(true);
    expect(series.find((s) => s.name === 'boy')?.data[2]).toEqual([1167609600000, 0]);
  });

  it('expands a stack to row shares with a percent axis', () => {
    const props = transformTimeseriesProps(chartProps({ stack: 'Expand', area: true }));
    const boy = seriesOf(props.echartOptions).find((s) => s.name === 'boy')!;
    expect(boy.data[0][1]).toBeCloseTo(1912148 / (1912148 + 1372356));
    const yAxis = props.echartOptions.yAxis as { max: number; axisLabel: { formatter: (v: number) => string } };
    expect(yAxis.max).toBe(1);
    expect(yAxis.axisLabel.formatter(0.5)).toBe('50%');
    expect(boy.areaStyle).toBeDefined();
  });

  it('swaps the axes of a horizontal bar chart', () => {
    const props = transformTimeseriesProps(chartProps({ orientation: 'horizontal' }), { seriesType: 'bar' });
    expect((props.echartOptions.xAxis as { type: string }).type).toBe('value');
    expect((props.echartOptions.yAxis as { type: string }).type).toBe('time');
    expect(seriesOf(props.echartOptions)[0].data[0]).toEqual([1372356, 1104537600000]);
  });

  it('uses the y-axis bounds, log scale and the y format', () => {
    const props = transformTimeseriesProps(
      chartProps({ truncateYAxis: true, y_axis_bounds: [1000, null], logAxis: true, y_axis_format: ',d' }),
    );
    const yAxis = props.echartOptions.yAxis as {
      type: string;
      min: number;
      max: unknown;
      axisLabel: { formatter: (v: number) => string };
    };
    expect(yAxis.type).toBe('log');
    expect(yAxis.min).toBe(1000);
    expect(yAxis.max).toBeUndefined();
    expect(yAxis.axisLabel.formatter(1912148)).toBe('1,912,148');
  });

  it('draws time comparison series dashed and forecast bands stacked on the lower bound', () => {
    const result: ChartDataResult = {
      colnames: [
        'ds',
        'sum__num',
        'sum__num__1 year ago',
        'sum__num__yhat',
        'sum__num__yhat_lower',
        'sum__num__yhat_upper',
      ],
      coltypes: [2, 0, 0, 0, 0, 0],
      rowcount: 1,
      data: [
        {
          ds: 1104537600000,
          sum__num: 10,
          'sum__num__1 year ago': 8,
          sum__num__yhat: 11,
          sum__num__yhat_lower: 9,
          sum__num__yhat_upper: 13,
        },
      ],
    };
    const props = transformTimeseriesProps(
      chartProps(
        { groupby: [], time_compare: ['1 year ago'], comparison_type: 'values', forecastEnabled: true },
        result,
      ),
    );
    const byName = Object.fromEntries(seriesOf(props.echartOptions).map((s) => [s.name, s]));
    expect((byName['sum__num__1 year ago'].lineStyle as { type: string }).type).toBe('dashed');
    expect(byName.sum__num.type).toBe('scatter');
    expect(byName.sum__num__yhat_upper.data[0]).toEqual([1104537600000, 4]);
    expect(byName.sum__num__yhat_upper.stack).toBe(byName.sum__num__yhat_lower.stack);
    expect((props.echartOptions.legend as { data: string[] }).data).not.toContain('sum__num__yhat_upper');
  });

  it('adds formula and event annotation layers', () => {
    const props = transformTimeseriesProps({
      ...chartProps({
        annotation_layers: [
          { name: 'goal', annotationType: 'FORMULA', value: '2*x', show: true, color: '#ff0000' },
          { name: 'launches', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, show: true },
        ],
      }),
      queriesData: [
        {
          ...BY_GENDER,
          annotation_data: { launches: { records: [{ start_dttm: 1136073600000, short_descr: 'v1' }] } },
        },
      ],
    });
    const byId = Object.fromEntries(seriesOf(props.echartOptions).map((s) => [s.id, s]));
    expect(byId['annotation:goal'].data[0]).toEqual([1104537600000, 2 * 1104537600000]);
    expect((byId['annotation:launches'].markLine as { data: unknown[] }).data).toEqual([
      { name: 'v1', xAxis: 1136073600000 },
    ]);
  });

  it('fades series not selected by the cross-filter and turns animation off when static', () => {
    const props = transformTimeseriesProps({
      ...chartProps({}),
      filterState: { selectedValues: ['boy'] },
      isStatic: true,
    });
    const byName = Object.fromEntries(seriesOf(props.echartOptions).map((s) => [s.name, s]));
    expect((byName.girl.itemStyle as { opacity: number }).opacity).toBeLessThan(1);
    expect((byName.boy.itemStyle as { opacity: number }).opacity).toBe(1);
    expect(props.echartOptions.animation).toBe(false);
  });

  it('hands large line series to uPlot as columns', () => {
    const rows = Array.from({ length: UPLOT_POINT_THRESHOLD / 2 + 1 }, (_, i) => ({ ds: i * 1000, a: i, b: -i }));
    const props = transformTimeseriesProps(
      chartProps(
        { groupby: ['g'] },
        { colnames: ['ds', 'a', 'b'], coltypes: [2, 0, 0], rowcount: rows.length, data: rows },
      ),
    );
    expect(props.large?.x).toBeInstanceOf(Float64Array);
    expect(props.large?.x.length).toBe(rows.length);
    // x stays in epoch ms (the uPlot view sets ms: 1): handed over as is.
    expect(props.large?.x[3]).toBe(3000);
    // Sorted by sum, descending (the default), as extractSeries sorts ECharts series.
    expect(props.large?.series.map((s) => s.name)).toEqual(['a', 'b']);
    expect(props.large?.series.find((s) => s.name === 'b')?.values[3]).toBe(-3);
    expect(props.large?.series[0].color).toBe('#1FA8C9');
    expect(props.seriesNames).toEqual(['a', 'b']);
    expect(props.totalPoints).toBe(rows.length * 2);
    // No ECharts series is built for a chart uPlot draws.
    expect(props.echartOptions.series).toBeUndefined();
    const still = transformTimeseriesProps({
      ...chartProps(
        { groupby: ['g'] },
        { colnames: ['ds', 'a', 'b'], coltypes: [2, 0, 0], rowcount: rows.length, data: rows },
      ),
      isStatic: true,
    });
    expect(still.large).toBeNull();
    expect(seriesOf(still.echartOptions)).toHaveLength(2);
    const bars = transformTimeseriesProps(
      chartProps(
        { groupby: ['g'] },
        { colnames: ['ds', 'a', 'b'], coltypes: [2, 0, 0], rowcount: rows.length, data: rows },
      ),
      { seriesType: 'bar' },
    );
    expect(bars.large).toBeNull();
  });
});
