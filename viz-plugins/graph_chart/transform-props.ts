import {
  camelizeFormData,
  getCategoricalColorScale,
  getChartPadding,
  getColumnLabel,
  getLegendProps,
  getMetricLabel,
  getNumberFormatter,
  tooltipHtml,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type {
  ChartProps,
  LegendOrientation,
  LegendType,
  DataRecordValue,
  EChartsRenderProps,
  QueryFormData,
} from '../../core/viz/index.ts';

export interface GraphNode {
  id: string;
  name: string;
  /** The column the node came from first (source or target): what a click filters on. */
  col: string;
  value: number;
  category?: string;
  symbolSize?: number;
  itemStyle: { color: string; opacity?: number };
  label?: { show: boolean };
}

interface GraphLink {
  source: string;
  target: string;
  value: number;
  lineStyle: { width?: number; opacity?: number };
}

export interface GraphRenderProps extends EChartsRenderProps {
  /** The source and target column labels, for drills on edges. */
  columns: { source: string; target: string };
}

// Superset's plugin-chart-echarts/src/Graph/types.ts DEFAULT_FORM_DATA and constants.ts.
/** Room around a circular layout for its outward labels, and their width. */
const CIRCULAR_LABEL_WIDTH = 64;

const DEFAULTS = {
  layout: 'force',
  roam: true as boolean | string,
  draggable: false,
  selectedMode: 'single' as boolean | string,
  showSymbolThreshold: 0,
  repulsion: 1000,
  gravity: 0.3,
  edgeSymbol: 'none,arrow',
  edgeLength: 400,
  baseEdgeWidth: 3,
  baseNodeSize: 20,
  friction: 0.2,
  showLegend: true,
  legendOrientation: 'top' as LegendOrientation,
  legendType: 'scroll' as LegendType,
  legendMargin: null as number | null,
};

const scale = (value: number, min: number, max: number, low: number, high: number) =>
  max === min ? (low + high) / 2 : low + ((value - min) / (max - min)) * (high - low);

/** Sizes nodes and edges between half and twice their base size (Superset's normalizeStyles). */
function normalizeStyles(nodes: GraphNode[], links: GraphLink[], baseNodeSize: number, baseEdgeWidth: number) {
  const nodeValues = nodes.map((node) => node.value);
  const linkValues = links.map((link) => link.value);
  const [nodeMin, nodeMax] = [Math.min(...nodeValues), Math.max(...nodeValues)];
  const [linkMin, linkMax] = [Math.min(...linkValues), Math.max(...linkValues)];
  for (const node of nodes) node.symbolSize = scale(node.value, nodeMin, nodeMax, baseNodeSize / 2, baseNodeSize * 2);
  for (const link of links)
    link.lineStyle.width = scale(link.value, linkMin, linkMax, baseEdgeWidth / 2, baseEdgeWidth * 2);
}

const categoryName = (column: string, value: DataRecordValue | undefined) =>
  value === null || value === undefined ? `${column}: <NULL>` : String(value);

/** Superset's plugin-chart-echarts/src/Graph/transformProps.ts. */
export default function transformProps(chartProps: ChartProps<QueryFormData>): GraphRenderProps {
  const { formData, queriesData, theme, filterState, isStatic } = chartProps;
  const fd = camelizeFormData(DEFAULTS, formData);
  const data = queriesData[0]?.data ?? [];
  const metricLabel = getMetricLabel(formData.metric ?? '');
  const source = getColumnLabel(formData.source as string);
  const target = getColumnLabel(formData.target as string);
  const sourceCategory = formData.source_category ? getColumnLabel(formData.source_category as string) : undefined;
  const targetCategory = formData.target_category ? getColumnLabel(formData.target_category as string) : undefined;
  const colorFn = getCategoricalColorScale(formData);
  const firstColor = colorFn('');
  const numberFormatter = getNumberFormatter();
  const selected = (filterState?.selectedValues ?? null) as unknown[] | null;

  const nodeIndex = new Map<string, GraphNode>();
  const nodes: GraphNode[] = [];
  const links: GraphLink[] = [];
  const categories = new Set<string>();
  const nodeFor = (name: string, col: string, category: string | undefined) => {
    let node = nodeIndex.get(name);
    if (!node) {
      node = {
        id: String(nodes.length),
        name,
        col,
        value: 0,
        ...(category === undefined ? {} : { category }),
        itemStyle: { color: category === undefined ? firstColor : colorFn(category) },
      };
      nodeIndex.set(name, node);
      nodes.push(node);
    }
    return node;
  };
  for (const row of data) {
    const value = Number(row[metricLabel]);
    if (!value) continue;
    const sourceCategoryName = sourceCategory ? categoryName(sourceCategory, row[sourceCategory]) : undefined;
    const targetCategoryName = targetCategory ? categoryName(targetCategory, row[targetCategory]) : undefined;
    const from = nodeFor(String(row[source] ?? '<NULL>'), source, sourceCategoryName);
    const to = nodeFor(String(row[target] ?? '<NULL>'), target, targetCategoryName);
    from.value += value;
    to.value += value;
    links.push({ source: from.id, target: to.id, value, lineStyle: {} });
    if (sourceCategoryName) categories.add(sourceCategoryName);
    if (targetCategoryName) categories.add(targetCategoryName);
  }
  normalizeStyles(nodes, links, Number(fd.baseNodeSize) || 20, Number(fd.baseEdgeWidth) || 3);
  const threshold = Number(fd.showSymbolThreshold) || 0;
  for (const node of nodes) {
    node.label = { show: node.value >= threshold };
    if (selected && !selected.includes(node.name)) node.itemStyle.opacity = 0.3;
  }

  const showLegend = Boolean(fd.showLegend);
  const names = new Map(nodes.map((node) => [node.id, node.name]));
  const circular = fd.layout === 'circular';
  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      animationDuration: 500,
      animationEasing: 'cubicOut',
      tooltip: {
        show: !isStatic,
        formatter: (params: { dataType?: string; name?: string; value?: number; data?: GraphLink }) => {
          if (params.dataType === 'edge' && params.data) {
            const title = `${names.get(params.data.source)} > ${names.get(params.data.target)}`;
            return tooltipHtml([[metricLabel, numberFormatter(Number(params.value))]], title);
          }
          return tooltipHtml([[metricLabel, numberFormatter(Number(params.value))]], params.name ?? '');
        },
      },
      legend: { ...getLegendProps(fd.legendType, fd.legendOrientation, showLegend, theme), data: [...categories] },
      series: [
        {
          type: 'graph',
          zoom: 0.7,
          categories: [...categories].map((name) => ({ name, itemStyle: { color: colorFn(name) } })),
          layout: fd.layout,
          force: {
            initLayout: 'circular',
            layoutAnimation: !isStatic,
            edgeLength: Number(fd.edgeLength),
            gravity: Number(fd.gravity),
            repulsion: Number(fd.repulsion),
            friction: Number(fd.friction),
          },
          circular: { rotateLabel: true },
          data: nodes,
          links,
          roam: fd.roam,
          draggable: fd.draggable,
          edgeSymbol: String(fd.edgeSymbol).split(','),
          edgeSymbolSize: (Number(fd.baseEdgeWidth) || 3) * 2,
          selectedMode: fd.selectedMode,
          // A circular layout's labels point outward past its box: inset the ring by a label's
          // width (truncated to it), else they ran off the chart and over the legend.
          ...getChartPadding(
            showLegend,
            fd.legendOrientation,
            fd.legendMargin,
            circular
              ? {
                  top: CIRCULAR_LABEL_WIDTH,
                  bottom: CIRCULAR_LABEL_WIDTH,
                  left: CIRCULAR_LABEL_WIDTH,
                  right: CIRCULAR_LABEL_WIDTH,
                }
              : undefined,
          ),
          animation: !isStatic,
          label: {
            show: true,
            position: 'right',
            distance: 5,
            fontSize: 12,
            overflow: 'truncate',
            ...(circular ? { width: CIRCULAR_LABEL_WIDTH } : {}),
            formatter: '{b}',
            color: theme.text,
          },
          lineStyle: { color: 'source', curveness: 0.1 },
          emphasis: { focus: 'adjacency' },
          select: { itemStyle: { borderWidth: 3 }, label: { fontWeight: 'bolder' } },
        },
      ],
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions, columns: { source, target } };
}
