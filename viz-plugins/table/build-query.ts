// form_data → query context, as Superset's plugin-chart-table/src/buildQuery.ts builds it:
// aggregate or raw rows, percent metrics through the `contribution` operation, time comparison,
// server pagination (page query + `is_rowcount` query, ILIKE search), an all-records percent query
// and a totals query.
import {
  buildQueryContext,
  ensureIsArray,
  getMetricLabel,
  isPhysicalColumn,
  isTimeComparison,
  removeDuplicates,
  timeCompareOperator,
  type AdhocColumn,
  type BuildQueryOptions,
  type PostProcessingRule,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryObject,
} from '../../core/viz/index.ts';
import { getQueryMode } from './query-mode.ts';
import type { TableFormData, TableOwnState } from './types.ts';

type OrderBy = [QueryFormMetric | QueryFormColumn, boolean];

/** The time offsets the table compares with: named shifts, then the custom one, then 'inherit'. */
function timeOffsetsOf(formData: TableFormData, comparing: boolean): string[] {
  const shifts = ensureIsArray(formData.time_compare) as string[];
  let offsets: string[] = [];
  if (comparing) {
    offsets = shifts.filter((s) => s !== 'custom' && s !== 'inherit');
    if (shifts.includes('custom')) offsets = offsets.concat([formData.start_date_offset as string]);
    if (shifts.includes('inherit')) offsets = offsets.concat(['inherit']);
  }
  const extra = (formData.extra_form_data as { time_compare?: string } | undefined)?.time_compare;
  if (extra && !offsets.includes(extra)) offsets = [extra];
  return offsets;
}

export default function buildQuery(formData: TableFormData, options?: BuildQueryOptions): QueryContext {
  const queryMode = getQueryMode(formData);
  const percentMetrics = formData.percent_metrics ?? [];
  const orderDesc = formData.order_desc ?? false;
  const sortByMetric = ensureIsArray(formData.timeseries_limit_metric)[0] as QueryFormMetric | undefined;
  const timeGrain = (formData.extra_form_data?.time_grain_sqla as string | undefined) || formData.time_grain_sqla;
  const fd: TableFormData = queryMode === 'raw' ? { ...formData, include_time: false } : formData;

  return buildQueryContext(fd, (base: QueryObject) => {
    let metrics = base.metrics;
    let orderby: OrderBy[] = (base.orderby ?? []) as OrderBy[];
    let columns: QueryFormColumn[] = base.columns ?? [];
    const extras = { ...(base.extras ?? {}) };
    const postProcessing: PostProcessingRule[] = [];
    let contribution: PostProcessingRule | undefined;
    let temporal: AdhocColumn | undefined;
    const comparing = isTimeComparison(formData, base);
    const timeOffsets = timeOffsetsOf(formData, comparing);

    if (queryMode === 'aggregate') {
      metrics = metrics ?? [];
      if (sortByMetric) orderby = [[sortByMetric, !orderDesc]];
      else if (metrics.length > 0) orderby = [[metrics[0]!, false]];
      if (percentMetrics.length > 0) {
        const labels = percentMetrics.map(getMetricLabel);
        const withOffsets = comparing
          ? labels.flatMap((m) => [m, ...timeOffsets.map((offset) => `${m}__${offset}`)])
          : labels;
        const percentLabels = removeDuplicates(withOffsets);
        metrics = removeDuplicates(metrics.concat(percentMetrics), getMetricLabel);
        contribution = {
          operation: 'contribution',
          options: { columns: percentLabels, rename_columns: percentLabels.map((m) => `%${m}`) },
        };
        postProcessing.push(contribution);
      }
      if (timeOffsets.length > 0) {
        const compare = timeCompareOperator(formData, base);
        if (compare) postProcessing.push(compare);
      }
      // The first temporal column becomes the time-grained BASE_AXIS column, placed first.
      const lookup = formData.temporal_columns_lookup;
      const rest: QueryFormColumn[] = [];
      for (const col of columns) {
        if (!temporal && isPhysicalColumn(col) && timeGrain && lookup?.[col as string]) {
          temporal = {
            timeGrain,
            columnType: 'BASE_AXIS',
            sqlExpression: col as string,
            label: col as string,
            expressionType: 'SQL',
          };
        } else rest.push(col);
      }
      columns = temporal ? [temporal, ...rest] : rest;
    }

    // Without a time-grained column the query needs no time grain (the npm plugin-chart-table
    // release the captured 09 context comes from drops it).
    if (!temporal) extras.time_grain_sqla = undefined;

    const ownState = (options?.ownState ?? {}) as TableOwnState;
    const more: Partial<QueryObject> = {};
    const isDownload =
      ['csv', 'xlsx'].includes(String(formData.result_format ?? '')) ||
      (formData.result_format === 'json' && formData.result_type === 'results');
    const pageSize = Number(ownState.pageSize ?? fd.server_page_length) || 0;
    const configuredLimit = Number(fd.row_limit) || 0;
    if (isDownload) {
      more.row_limit = fd.row_limit != null ? Number(fd.row_limit) : undefined;
      more.row_offset = 0;
    }
    if (!isDownload && fd.server_pagination) {
      // Never page past the row limit: the last page is clamped, and its row_limit is what remains.
      const lastPage =
        configuredLimit > 0 && pageSize > 0
          ? Math.max(Math.ceil(configuredLimit / pageSize) - 1, 0)
          : Number(ownState.currentPage) || 0;
      const currentPage = Math.min(Number(ownState.currentPage) || 0, lastPage);
      const rowOffset = currentPage * pageSize;
      const remaining = configuredLimit > 0 ? Math.max(configuredLimit - rowOffset, 0) : pageSize;
      more.row_limit = configuredLimit > 0 ? Math.min(pageSize, remaining) : pageSize;
      more.row_offset = rowOffset;
    }
    const sortBy = Array.isArray(ownState.sortBy) && ownState.sortBy.length > 0 ? ownState.sortBy[0] : undefined;
    const ownOrder: OrderBy[] | undefined = sortBy ? [[sortBy.key, !sortBy.desc]] : undefined;

    let query: QueryObject = {
      ...base,
      columns,
      extras,
      orderby: formData.server_pagination && ownOrder ? ownOrder : orderby,
      metrics,
      post_processing: postProcessing,
      time_offsets: timeOffsets,
      ...more,
    };
    if (formData.server_pagination && ownState.searchText && ownState.searchColumn) {
      query = {
        ...query,
        filters: [
          ...(query.filters ?? []),
          { col: ownState.searchColumn, op: 'ILIKE', val: `${ownState.searchText}%` },
        ],
      };
    }

    const extraQueries: QueryObject[] = [];
    if ((formData.percent_metric_calculation || 'row_limit') === 'all_records' && percentMetrics.length > 0) {
      extraQueries.push({
        ...query,
        columns: [],
        metrics: percentMetrics,
        post_processing: [],
        row_limit: 0,
        row_offset: 0,
        orderby: [],
        is_timeseries: false,
      });
    }
    if (metrics?.length && formData.show_totals && queryMode === 'aggregate') {
      extraQueries.push({
        ...query,
        columns: [],
        row_limit: 0,
        row_offset: 0,
        post_processing: contribution ? [contribution] : [],
        order_desc: undefined,
        orderby: undefined,
      });
    }
    const interactiveGroupBy = formData.extra_form_data?.interactive_groupby;
    if (interactiveGroupBy && query.columns) {
      query.columns = [...new Set([...query.columns, ...interactiveGroupBy])];
    }
    if (formData.server_pagination && !isDownload) {
      return [
        { ...query },
        {
          ...query,
          time_offsets: [],
          row_limit: Number(formData.row_limit ?? 0),
          row_offset: 0,
          post_processing: [],
          is_rowcount: true,
        },
        ...extraQueries,
      ];
    }
    return [query, ...extraQueries];
  });
}
