// Rows (time, groupby…, metrics…) → one series per metric and groupby value, as the legacy
// NVD3 time series answers the horizon chart.
import type { ChartProps, QueryFormColumn, QueryFormMetric } from '../../core/viz/index.ts';
import { DTTM_ALIAS, ensureIsArray, getColumnLabel, getMetricLabel, getXAxisLabel } from '../../core/viz/index.ts';
import type { ColorScale, HorizonSeries } from './horizon-layout.ts';

export interface HorizonRenderProps {
  series: HorizonSeries[];
  seriesHeight: number;
  colorScale: ColorScale;
}

export default function transformProps(chartProps: ChartProps): HorizonRenderProps {
  const fd = chartProps.formData as Record<string, unknown>;
  const metrics = ensureIsArray(fd.metrics as QueryFormMetric[] | undefined).map(getMetricLabel);
  const groupby = ensureIsArray(fd.groupby as QueryFormColumn[] | undefined).map(getColumnLabel);
  const x = getXAxisLabel(chartProps.formData) ?? DTTM_ALIAS;
  const bySeries = new Map<string, { x: number; y: number }[]>();
  for (const row of chartProps.queriesData[0]?.data ?? []) {
    const group = groupby.map((col) => String(row[col]));
    for (const metric of metrics) {
      const key = [...(metrics.length > 1 || group.length === 0 ? [metric] : []), ...group].join(', ');
      const value = row[metric];
      if (typeof value !== 'number') continue;
      bySeries.set(key, [...(bySeries.get(key) ?? []), { x: Number(row[x]), y: value }]);
    }
  }
  const series = [...bySeries.entries()].map(([key, values]) => ({ key, values: values.sort((a, b) => a.x - b.x) }));
  const colorScale = (['series', 'overall', 'change'] as const).find((s) => s === fd.horizon_color_scale) ?? 'series';
  return { series, seriesHeight: Number(fd.series_height ?? 25) || 25, colorScale };
}
