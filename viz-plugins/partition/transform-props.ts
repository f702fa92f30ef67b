import {
  formatSeriesName,
  getCategoricalColorScale,
  getColtypesMapping,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  tooltipHtml,
  treeBuilder,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type { ChartProps, DataRecord, EChartsRenderProps, QueryFormData, TreeNode } from '../../core/viz/index.ts';

export interface PartitionRect {
  name: string;
  path: string;
  value: number;
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

interface PartitionNode {
  name: string;
  value: number;
  children: PartitionNode[];
}

/** Keeps a node's `limit` biggest children and drops those under `threshold` of it (partition_limit/threshold). */
export function prune(node: PartitionNode, limit: number, threshold: number): PartitionNode {
  const kept = [...node.children]
    .sort((a, b) => b.value - a.value)
    .filter((child, index) => (!limit || index < limit) && (!node.value || child.value / node.value >= threshold))
    .map((child) => prune(child, limit, threshold));
  return { ...node, children: kept };
}

/** An icicle: one column per level, each node as tall as its share of its parent. */
export function layoutIcicle(
  root: PartitionNode,
  width: number,
  height: number,
  depth: number,
): Omit<PartitionRect, 'color'>[] {
  const columnWidth = width / Math.max(1, depth);
  const rects: Omit<PartitionRect, 'color'>[] = [];
  const place = (node: PartitionNode, level: number, y: number, span: number, path: string[]) => {
    const nodePath = [...path, node.name];
    rects.push({
      name: node.name,
      path: nodePath.join(' ▸ '),
      value: node.value,
      depth: level,
      x: level * columnWidth,
      y,
      width: columnWidth,
      height: span,
    });
    const total = node.children.reduce((sum, child) => sum + child.value, 0);
    let offset = y;
    for (const child of node.children) {
      const childSpan = total ? (child.value / total) * span : 0;
      place(child, level + 1, offset, childSpan, nodePath);
      offset += childSpan;
    }
  };
  place(root, 0, 0, height, []);
  return rects;
}

/**
 * Superset's legacy partition chart (legacy-plugin-chart-partition) as an ECharts icicle: the
 * hierarchy of `groupby` under one root (or one branch per metric), values summed, or averaged
 * over time with `time_series_option: agg_mean`.
 */
export default function transformProps(
  chartProps: ChartProps<QueryFormData>,
): EChartsRenderProps & { rects: PartitionRect[] } {
  const { formData, queriesData, theme, width, height, isStatic } = chartProps;
  const data: DataRecord[] = queriesData[0]?.data ?? [];
  const coltypeMapping = getColtypesMapping(queriesData[0] ?? { colnames: [], coltypes: [] });
  const groupby = (formData.groupby ?? []).map(getColumnLabel);
  const metrics = (formData.metrics ?? []).map(getMetricLabel);
  const numberFormatter = getNumberFormatter(formData.number_format as string | undefined);
  const timeFormatter = getTimeFormatter(formData.date_time_format as string | undefined);
  const colorFn = getCategoricalColorScale(formData);
  const timestamps = new Set(data.map((row) => row.__timestamp)).size || 1;
  const divisor = formData.time_series_option === 'agg_mean' ? timestamps : 1;

  const convert = (node: TreeNode, level: number): PartitionNode => ({
    name: formatSeriesName(node.name, { timeFormatter, coltype: coltypeMapping[groupby[level] ?? ''] }),
    value: node.value / divisor,
    children: (node.children ?? []).map((child) => convert(child, level + 1)),
  });
  const branches = metrics.map((metric) => {
    const children = treeBuilder(data, groupby, metric).map((node) => convert(node, 0));
    return { name: metric, value: children.reduce((sum, child) => sum + child.value, 0), children };
  });
  const single = branches.length === 1 ? branches[0]! : undefined;
  const root: PartitionNode = single ?? {
    name: 'All',
    value: branches.reduce((sum, branch) => sum + branch.value, 0),
    children: branches,
  };
  const pruned = prune(root, Number(formData.partition_limit) || 0, Number(formData.partition_threshold) || 0);
  const depth = groupby.length + (single ? 1 : 2);
  const rects: PartitionRect[] = layoutIcicle(pruned, width, height, depth).map((rect) => ({
    ...rect,
    color: rect.depth === 0 ? theme.textMuted : colorFn(rect.path.split(' ▸ ')[1] ?? rect.name),
  }));

  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      tooltip: {
        show: !isStatic,
        formatter: (params: { dataIndex: number }) => {
          const rect = rects[params.dataIndex];
          if (!rect) return '';
          return tooltipHtml(
            [
              ['Value', numberFormatter(rect.value)],
              ['% of root', getNumberFormatter(',.1%')(pruned.value ? rect.value / pruned.value : 0)],
            ],
            rect.path,
          );
        },
      },
      xAxis: { show: false, type: 'value', min: 0, max: width },
      yAxis: { show: false, type: 'value', min: 0, max: height, inverse: true },
      grid: { left: 0, right: 0, top: 0, bottom: 0 },
      series: [
        {
          type: 'custom',
          renderItem: (_params: unknown, api: { coord: (value: number[]) => number[] }) => {
            const index = (_params as { dataIndex: number }).dataIndex;
            const rect = rects[index]!;
            const [x0 = 0, y0 = 0] = api.coord([rect.x, rect.y]);
            const [x1 = 0, y1 = 0] = api.coord([rect.x + rect.width, rect.y + rect.height]);
            const shape = { x: x0 + 1, y: y0 + 1, width: Math.max(0, x1 - x0 - 2), height: Math.max(0, y1 - y0 - 2) };
            return {
              type: 'rect',
              shape,
              style: { fill: rect.color },
              textContent: {
                style: {
                  text: shape.height >= 14 ? `${rect.name} (${numberFormatter(rect.value)})` : '',
                  fill: '#FFFFFF',
                  fontSize: 11,
                  width: Math.max(0, shape.width - 8),
                  overflow: 'truncate',
                },
              },
              textConfig: { position: 'insideLeft' },
            };
          },
          data: rects.map((rect) => [rect.x, rect.y, rect.width, rect.height]),
          encode: { x: [0], y: [1] },
        },
      ],
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions, rects };
}
