// ChartProps → the time-series table's rows and cells (Superset's legacy time table
// transformProps and TimeTable).
import { getColumnLabel, getMetricLabel, getNumberFormatter, type ChartProps } from '../../core/viz/index.ts';
import { computeCell, entriesByTime } from './time-table.ts';
import type { TimeTableFormData, TimeTableRenderProps } from './types.ts';

export default function transformProps(chartProps: ChartProps<TimeTableFormData>): TimeTableRenderProps {
  const { formData, queriesData, datasource } = chartProps;
  const groupby = (formData.groupby ?? []).map(getColumnLabel);
  const metrics = (formData.metrics ?? []).map(getMetricLabel);
  const { entries, rowKeys } = entriesByTime(queriesData[0]?.data ?? [], groupby, metrics);
  const configs = (formData.column_collection ?? []).map((c) => ({
    ...c,
    timeLag: typeof c.timeLag === 'string' && c.timeLag ? parseInt(c.timeLag, 10) : c.timeLag,
  }));
  const columns = configs.map((config, i) => ({
    key: config.key ?? String(i),
    label: config.label ?? '',
    tooltip: config.tooltip,
    config,
  }));
  const formatters = configs.map((c) => {
    const percent = c.colType === 'contrib' || c.comparisonType === 'perc' || c.comparisonType === 'perc_change';
    return getNumberFormatter(c.d3format || (percent ? '.1%' : undefined));
  });
  return {
    rowType: groupby.length ? 'column' : 'metric',
    columns,
    rows: rowKeys.map((key) => ({
      key,
      label: groupby.length ? key : (datasource.verboseMap?.[key] ?? key),
      cells: configs.map((c, i) => computeCell(c, key, entries, (v) => formatters[i]!(v))),
    })),
    url: formData.url,
  };
}
