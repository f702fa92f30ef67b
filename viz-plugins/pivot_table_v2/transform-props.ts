// ChartProps → the pivot table's render props (Superset plugin-chart-pivot-table transformProps.ts),
// with the pivot itself computed here (pure), so the browser and the SVG renderer share it.
import {
  GenericDataType,
  getColorFormatters,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  type ChartProps,
  type DataRecordValue,
  type TimeGranularity,
} from '../../core/viz/index.ts';
import { METRIC_KEY, pivot } from './pivot-engine.ts';
import type { PivotRenderProps, PivotTableFormData } from './types.ts';

const keyText = (v: DataRecordValue): string => (v === null ? 'NULL' : String(v));

export default function transformProps(chartProps: ChartProps<PivotTableFormData>): PivotRenderProps {
  const { formData, queriesData, datasource, filterState } = chartProps;
  const result = queriesData[0];
  const data = result?.data ?? [];
  const colnames = result?.colnames ?? [];
  const coltypes = result?.coltypes ?? [];
  const groupbyRows = (formData.groupbyRows ?? []).map(getColumnLabel);
  const groupbyColumns = (formData.groupbyColumns ?? []).map(getColumnLabel);
  const metrics = (formData.metrics ?? []).map(getMetricLabel);
  const aggregateFunction = formData.aggregateFunction ?? 'Sum';
  const verbose = datasource.verboseMap ?? {};
  const timeGrain = (formData.extra_form_data?.time_grain_sqla as string | undefined) ?? formData.time_grain_sqla;

  // Temporal dimensions are shown with `date_format` (smart_date: by the time grain).
  const dateFormat = formData.date_format ?? 'smart_date';
  const dateFormatters = new Map<string, (v: number) => string>();
  colnames.forEach((name, i) => {
    if (coltypes[i] !== GenericDataType.Temporal) return;
    const f =
      dateFormat === 'smart_date'
        ? timeGrain
          ? getTimeFormatterForGranularity(timeGrain as TimeGranularity)
          : getTimeFormatter('smart_date')
        : getTimeFormatter(dateFormat);
    dateFormatters.set(name, (v) => f(v));
  });

  // Keys keep the raw value as text (sorting stays numeric); headers format it.
  const raw = new Map<string, Map<string, DataRecordValue>>();
  for (const row of data) {
    for (const attr of [...groupbyRows, ...groupbyColumns]) {
      let m = raw.get(attr);
      if (!m) raw.set(attr, (m = new Map()));
      const v = row[attr] ?? null;
      m.set(keyText(v), v);
    }
  }

  const table = pivot(
    data,
    {
      rows: groupbyRows,
      cols: groupbyColumns,
      metrics,
      aggregateFunction,
      metricsLayout: formData.metricsLayout ?? 'COLUMNS',
      combineMetric: Boolean(formData.combineMetric),
      transposePivot: Boolean(formData.transposePivot),
      rowOrder: formData.rowOrder ?? 'key_a_to_z',
      colOrder: formData.colOrder ?? 'key_a_to_z',
      keyOf: (_attr, v) => keyText(v),
    },
    { rows: Boolean(formData.rowSubTotals), cols: Boolean(formData.colSubTotals) },
  );

  const valueFormat = formData.valueFormat ?? 'SMART_NUMBER';
  const currency = formData.currency_format?.symbol ? formData.currency_format : undefined;
  const formatterOf = (format: string) => {
    const f = getNumberFormatter(format);
    if (!currency?.symbol) return f;
    return (n: number) =>
      currency.symbolPosition === 'suffix' ? `${f(n)} ${currency.symbol}` : `${currency.symbol} ${f(n)}`;
  };
  const defaultFormatter = formatterOf(valueFormat);
  const metricFormatters = new Map(
    metrics.map((m) => [
      m,
      datasource.columnFormats?.[m] ? formatterOf(datasource.columnFormats[m]!) : defaultFormatter,
    ]),
  );

  return {
    pivot: table,
    aggregateFunction,
    rowTotals: Boolean(formData.rowTotals),
    colTotals: Boolean(formData.colTotals),
    formatHeader: (attr, key) => {
      if (attr === METRIC_KEY) return verbose[key] ?? key;
      const date = dateFormatters.get(attr);
      const value = raw.get(attr)?.get(key);
      return date && typeof value === 'number' ? date(value) : key;
    },
    formatValue: (value, metric) => {
      if (value === null || value === undefined) return '';
      if (typeof value === 'string') return value;
      return (metric ? (metricFormatters.get(metric) ?? defaultFormatter) : defaultFormatter)(value);
    },
    attrLabel: (attr) => (attr === METRIC_KEY ? 'metric' : (verbose[attr] ?? attr)),
    colorFormatters: getColorFormatters(formData.conditional_formatting, data),
    groupbyRows,
    groupbyColumns,
    selected: (filterState?.selectedFilters ?? filterState?.filters ?? {}) as Record<string, string[]>,
    rawValue: (attr, key) => {
      const v = raw.get(attr)?.get(key);
      return v === undefined ? key : v;
    },
  };
}
