// Recorded chart-data answers of the examples' birth_names (as Loupe's /api/v1/chart/data answers the
// family's query contexts: pivoted and flattened, temporal values in epoch ms, coltypes set).
import type { ChartProps, VizTheme } from '../../plugin/chart-props.ts';
import type { ChartDataResult, QueryFormData } from '../../query/query-types.ts';

export const LIGHT: VizTheme = {
  mode: 'light',
  background: '#ffffff',
  surface: '#ffffff',
  text: '#1f2328',
  textMuted: '#59636e',
  border: '#d1d9e0',
  gridLine: '#eef0f2',
  primary: '#1f6feb',
  positive: '#1a7f37',
  negative: '#cf222e',
  fontFamily: 'Inter, sans-serif',
  fontSize: 12,
};

/** sum__num by gender, yearly (x_axis ds, grain P1Y), as the line chart's query returns it. */
export const BY_GENDER: ChartDataResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  rowcount: 3,
  label_map: { ds: ['ds'], boy: ['boy'], girl: ['girl'] },
  data: [
    { ds: 1104537600000, boy: 1912148, girl: 1372356 },
    { ds: 1136073600000, boy: 1960374, girl: 1406232 },
    { ds: 1167609600000, boy: null, girl: 1416452 },
  ],
};

export function chartProps(formData: Partial<QueryFormData>, result: ChartDataResult = BY_GENDER): ChartProps {
  return {
    width: 800,
    height: 400,
    formData: {
      datasource: '1__table',
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: ['sum__num'],
      groupby: ['gender'],
      ...formData,
    },
    queriesData: [result],
    datasource: {},
    theme: LIGHT,
  };
}
