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

export type ChordRenderProps = EChartsRenderProps & { nodes: string[] };

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value) as QueryFormColumn;

/**
 * Superset's legacy Chord diagram: every distinct source and target is a node on the circle, each
 * row a chord from source to target as thick as the metric, drawn with ECharts 6's chord series.
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): ChordRenderProps {
  const { formData, queriesData, theme, isStatic } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const source = getColumnLabel(firstOf(formData.groupby));
  const target = getColumnLabel(firstOf(formData.columns));
  const metric = getMetricLabel(formData.metric as QueryFormMetric);
  const formatter = getNumberFormatter((formData.y_axis_format as string) || 'SMART_NUMBER');
  const colors = getCategoricalColorScale(formData);
  const nodes: string[] = [];
  const seen = new Set<string>();
  const links = rows.map((row) => {
    const from = String(row[source]);
    const to = String(row[target]);
    for (const name of [from, to]) {
      if (!seen.has(name)) {
        seen.add(name);
        nodes.push(name);
      }
    }
    return { source: from, target: to, value: Number(row[metric]) || 0 };
  });

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { dataType?: string; name: string; value: number; data: { source?: string; target?: string } }) =>
        p.dataType === 'edge'
          ? `${p.data.source} → ${p.data.target}: ${formatter(p.value)}`
          : `${p.name}: ${formatter(p.value)}`,
    },
    series: [
      {
        type: 'chord',
        clockwise: true,
        padAngle: 2,
        minAngle: 1,
        top: 40,
        bottom: 40,
        left: 40,
        right: 40,
        label: { show: true, color: theme.text, position: 'outside' },
        lineStyle: { color: 'source', opacity: 0.5 },
        emphasis: { focus: 'adjacency' },
        data: nodes.map((name) => ({ name, itemStyle: { color: colors.getColor(name, formData.slice_id) } })),
        links,
      },
    ],
  };
  return { echartOptions: withEchartsTheme(echartOptions, theme, isStatic), nodes };
}
