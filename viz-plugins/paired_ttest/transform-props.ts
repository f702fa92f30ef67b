// ChartProps → the paired t-test tables' props (Superset's paired t-test transformProps and
// transformData).
import { getColumnLabel, getMetricLabel, type ChartProps } from '../../core/viz/index.ts';
import { seriesByMetric } from './paired-table.ts';
import type { PairedTTestFormData, PairedTTestRenderProps } from './types.ts';

const int = (v: unknown, fallback: number): number => {
  const n = parseInt(String(v ?? ''), 10);
  return Number.isNaN(n) ? fallback : n;
};

export default function transformProps(chartProps: ChartProps<PairedTTestFormData>): PairedTTestRenderProps {
  const { formData, queriesData, datasource } = chartProps;
  const groups = (formData.groupby ?? []).map(getColumnLabel);
  const metrics = (formData.metrics ?? []).map(getMetricLabel);
  const byMetric = seriesByMetric(queriesData[0]?.data ?? [], groups, metrics);
  const alpha = Number(formData.significance_level ?? 0.05);
  return {
    groups,
    metrics: metrics.map((metric) => ({
      metric,
      label: datasource.verboseMap?.[metric] ?? metric,
      series: byMetric[metric] ?? [],
    })),
    alpha: Number.isFinite(alpha) ? alpha : 0.05,
    pValuePrecision: int(formData.pvalue_precision, 6),
    liftPrecision: int(formData.liftvalue_precision, 4),
  };
}
