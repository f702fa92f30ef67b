// ChartProps → the table's render props (Superset plugin-chart-table transformProps.ts).
import {
  getColorFormatters,
  getColumnLabel,
  getMetricLabel,
  GenericDataType,
  type ChartDataResult,
  type ChartProps,
  type DataRecord,
  type DataRecordValue,
} from '../../core/viz/index.ts';
import { getQueryMode } from './query-mode.ts';
import { comparisonColumns, comparisonRows, comparisonSuffix } from './time-comparison.ts';
import { columnFormatter, isNumericColumn } from './table-format.ts';
import type { TableColumn, TableFormData, TableOwnState, TableRenderProps } from './types.ts';

/** Rows per page: the control's value, else 200 when the table holds more than 5000 cells. */
export function pageSizeOf(pageLength: unknown, rows: number, columns: number): number {
  if (typeof pageLength === 'number') return pageLength || 0;
  if (typeof pageLength === 'string') return Number(pageLength) || 0;
  return rows * columns > 5000 ? 200 : 0;
}

/** `percent_metric_calculation: all_records`: shares of the whole table, not of the returned rows. */
function applyAllRecordsPercent(
  data: DataRecord[],
  percentLabels: string[],
  totals: DataRecord | undefined,
): DataRecord[] {
  if (!totals) return data;
  return data.map((row) => {
    const out = { ...row };
    for (const m of percentLabels) {
      const total = totals[m];
      const v = row[m];
      out[`%${m}`] = typeof v === 'number' && typeof total === 'number' && total !== 0 ? v / total : null;
    }
    return out;
  });
}

export default function transformProps(chartProps: ChartProps<TableFormData>): TableRenderProps {
  const { formData, queriesData, datasource, filterState } = chartProps;
  const queryMode = getQueryMode(formData);
  const serverPagination = Boolean(formData.server_pagination);
  const metrics = (formData.metrics ?? []).map(getMetricLabel);
  const rawPercent = (formData.percent_metrics ?? []).map(getMetricLabel);
  const percentMetrics = rawPercent.map((m) => `%${m}`);
  const metricSet = new Set(metrics);
  const rawPercentSet = new Set(rawPercent);
  const timeGrain = (formData.extra_form_data?.time_grain_sqla as string | undefined) ?? formData.time_grain_sqla;

  // Query order, as build-query sends them: main, [rowcount], [all-records percent], [totals].
  const results = [...queriesData];
  const base: ChartDataResult | undefined = results.shift();
  const countQuery = serverPagination ? results.shift() : undefined;
  const allRecords =
    queryMode === 'aggregate' && formData.percent_metric_calculation === 'all_records' && rawPercent.length > 0
      ? results.shift()
      : undefined;
  const totalQuery =
    formData.show_totals && queryMode === 'aggregate' && metrics.length > 0 ? results.shift() : undefined;

  let data: DataRecord[] = base?.data ?? [];
  if (allRecords) data = applyAllRecordsPercent(data, rawPercent, allRecords.data[0]);
  const colnames = base?.colnames ?? [];
  const coltypes = base?.coltypes ?? [];
  const columnConfig = formData.column_config ?? {};

  const baseColumns: TableColumn[] = colnames
    .map((key, i) => ({ key, i }))
    // a metric chosen only as a percent metric shows only as its % column
    .filter(({ key }) => !(rawPercentSet.has(key) && !metricSet.has(key)))
    .map(({ key, i }) => {
      const dataType = coltypes[i];
      const isPercentMetric = percentMetrics.includes(key);
      const isMetric = metricSet.has(key) && isNumericColumn(key, data);
      const config = columnConfig[key] ?? {};
      const verbose = datasource.verboseMap?.[isPercentMetric ? key.slice(1) : key];
      return {
        key,
        label: verbose ? (isPercentMetric ? `%${verbose}` : verbose) : key,
        dataType,
        isNumeric: dataType === GenericDataType.Numeric,
        isMetric,
        isPercentMetric,
        config,
        format: columnFormatter({
          key,
          dataType,
          isMetric,
          isPercentMetric,
          config,
          data,
          datasource,
          tableTimestampFormat: formData.table_timestamp_format,
          timeGrain,
        }),
      };
    });

  // Time comparison ("values"): every metric shown as this period, the other, the change and %.
  const suffix = queryMode === 'aggregate' ? comparisonSuffix(formData) : null;
  const columns = suffix ? comparisonColumns(baseColumns, suffix) : baseColumns;
  if (suffix) data = comparisonRows(data, baseColumns, suffix);

  const rowCount = serverPagination
    ? Number((countQuery?.data?.[0] as DataRecord | undefined)?.rowcount ?? 0)
    : (base?.rowcount ?? data.length);
  const ownState = (chartProps.ownState ?? {}) as TableOwnState;
  const selectedFilters = (filterState?.filters ?? {}) as Record<string, DataRecordValue[]>;
  const crossFilterColumns = queryMode === 'aggregate' ? (formData.groupby ?? []).map(getColumnLabel) : [];

  return {
    columns,
    data,
    totals: totalQuery?.data?.[0],
    rowCount,
    isRawRecords: queryMode === 'raw',
    pageSize: serverPagination
      ? Number(ownState.pageSize ?? formData.server_page_length ?? 10)
      : pageSizeOf(formData.page_length, data.length, columns.length),
    serverPagination,
    ownState,
    includeSearch: Boolean(formData.include_search),
    showCellBars: formData.show_cell_bars ?? true,
    alignPositiveNegative: formData.align_pn ?? true,
    colorPositiveNegative: formData.color_pn ?? true,
    colorFormatters: getColorFormatters(formData.conditional_formatting, data),
    allowRearrangeColumns: Boolean(formData.allow_rearrange_columns),
    allowRenderHtml: formData.allow_render_html ?? true,
    crossFilterColumns,
    selected: selectedFilters,
    timeGrain,
  };
}
