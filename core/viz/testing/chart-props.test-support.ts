// Fixed themes for viz plugins' tests (imported only by *.test.ts(x) files). Not the app's themes
// (core/viz/theme/viz-themes.ts): tests pin their own colours so a palette change cannot move them.
import type { ChartProps, VizTheme } from '../plugin/chart-props.ts';
import type { ChartDataResult, DataRecord, GenericDataType, QueryFormData } from '../query/query-types.ts';

/** A light theme for transform-props tests. */
export const TEST_LIGHT_THEME: VizTheme = {
  mode: 'light',
  background: '#ffffff',
  surface: '#f5f5f5',
  text: '#1f1f1f',
  textMuted: '#6b6b6b',
  border: '#d9d9d9',
  gridLine: '#eeeeee',
  primary: '#2893b3',
  positive: '#5ac189',
  negative: '#e04355',
  fontFamily: 'Inter',
  fontSize: 12,
};

/** A light theme for the table-like charts' render and React tests. */
export const TEST_TABLE_THEME: VizTheme = {
  mode: 'light',
  background: '#ffffff',
  surface: '#f5f5f5',
  text: '#111111',
  textMuted: '#666666',
  border: '#dddddd',
  gridLine: '#eeeeee',
  primary: '#1f77b4',
  positive: '#2ca02c',
  negative: '#d62728',
  fontFamily: 'sans-serif',
  fontSize: 12,
};

/** A dark theme, for tests that check a chart follows the dark mode. */
export const TEST_DARK_THEME: VizTheme = {
  mode: 'dark',
  background: '#101418',
  surface: '#1b2026',
  text: '#e6e6e6',
  textMuted: '#9aa0a6',
  border: '#333a40',
  gridLine: '#262b30',
  primary: '#4c9be8',
  positive: '#5ac18e',
  negative: '#e5675b',
  fontFamily: 'sans-serif',
  fontSize: 12,
};

export interface TestChartPropsInit {
  width: number;
  height: number;
  formData: QueryFormData;
  /** The result's columns in order, each with its generic type (0 numeric, 1 string, 2 temporal, 3 boolean). */
  columns: Record<string, GenericDataType>;
  data: DataRecord[];
  theme: VizTheme;
}

/** One query's result as /api/v1/chart/data answers it (rowcount = the rows given). */
export function testResult(columns: Record<string, GenericDataType>, data: DataRecord[]): ChartDataResult {
  return { colnames: Object.keys(columns), coltypes: Object.values(columns), rowcount: data.length, data };
}

/** ChartProps for a chart fed one query result, with no datasource metadata. */
export function testChartProps({ width, height, formData, columns, data, theme }: TestChartPropsInit): ChartProps {
  return { width, height, formData, queriesData: [testResult(columns, data)], datasource: {}, theme };
}
