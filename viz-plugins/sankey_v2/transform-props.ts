import {
  withEchartsTheme,
  getCategoricalColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  type ChartProps,
  type EChartsRenderProps,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '../../core/viz/index.ts';

export interface SankeyLink {
  source: string;
  target: string;
  value: number;
}

export type SankeyRenderProps = EChartsRenderProps & { links: SankeyLink[] };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Superset's Sankey transformProps: one link per row (source → target valued by the metric), one
 * node per distinct name coloured by the categorical scheme; a link's tooltip shows its share of
 * each end's total flow (the larger of a node's incoming and outgoing sums).
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): SankeyRenderProps {
  const { formData, queriesData, theme, isStatic } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const metricLabel = getMetricLabel(formData.metric as QueryFormMetric);
  const sourceLabel = getColumnLabel(formData.source as QueryFormColumn);
  const targetLabel = getColumnLabel(formData.target as QueryFormColumn);
  const colors = getCategoricalColorScale(formData);
  const valueFormatter = getNumberFormatter(',.2f');
  const percentFormatter = getNumberFormatter('.2%');

  const links: SankeyLink[] = data.map((row) => ({
    source: String(row[sourceLabel]),
    target: String(row[targetLabel]),
    value: Number(row[metricLabel]),
  }));
  const incoming = new Map<string, number>();
  const outgoing = new Map<string, number>();
  const names = new Set<string>();
  for (const { source, target, value } of links) {
    names.add(source);
    names.add(target);
    incoming.set(target, (incoming.get(target) ?? 0) + value);
    outgoing.set(source, (outgoing.get(source) ?? 0) + value);
  }
  // The sinks sit in the last column (ECharts' default 'justify' alignment) with their labels to
  // their right: leave room for the longest (ECharts' fixed 20% cut them off in a small chart).
  const longestSink = Math.max(0, ...[...names].filter((n) => !outgoing.has(n)).map((n) => n.length));
  const right = Math.round(Math.min(chartProps.width * 0.4, Math.max(16, longestSink * theme.fontSize * 0.62 + 12)));
  const nodeTotal = (name: string) => Math.max(incoming.get(name) ?? 0, outgoing.get(name) ?? 0);

  const tooltipFormatter = (params: { name: string; value: number; data: Partial<SankeyLink> }) => {
    const rows = [[metricLabel, valueFormatter(params.value)]];
    const { source, target } = params.data;
    if (source && target) {
      rows.push([`% (${source})`, percentFormatter(params.value / nodeTotal(source))]);
      rows.push([`% (${target})`, percentFormatter(params.value / nodeTotal(target))]);
    }
    return `<strong>${escapeHtml(params.name)}</strong><br/>${rows.map(([k, v]) => `${escapeHtml(k!)}: <b>${escapeHtml(v!)}</b>`).join('<br/>')}`;
  };

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    tooltip: { trigger: 'item', triggerOn: 'mousemove', confine: true, formatter: tooltipFormatter },
    series: [
      {
        type: 'sankey',
        animation: false,
        right,
        emphasis: { focus: 'adjacency' },
        lineStyle: { color: 'source', opacity: 0.3 },
        label: { color: theme.text, fontSize: theme.fontSize },
        data: [...names].map((name) => ({
          name,
          itemStyle: { color: colors.getColor(name, formData.slice_id) },
        })),
        links,
      },
    ],
  };
  return { echartOptions: withEchartsTheme(echartOptions, theme, isStatic), links };
}
