import {
  camelizeFormData,
  formatSeriesName,
  getCategoricalColorScale,
  getColtypesMapping,
  getColumnLabel,
  getContrastingColor,
  getMetricLabel,
  getNumberFormatter,
  getSequentialColor,
  getTimeFormatter,
  getValueFormatter,
  tooltipHtml,
  treeBuilder,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type { ChartProps, EChartsRenderProps, LabelMap, QueryFormData, TreeNode } from '../../core/viz/index.ts';

export interface SunburstRenderProps extends EChartsRenderProps {
  /** The hierarchy's column labels, outermost level last. */
  groupby: string[];
  /** A node's path ('CA,boy') → its values per level. */
  labelMap: LabelMap;
}

interface SunburstItem {
  name: string;
  path: string;
  value: number;
  secondaryValue: number;
  itemStyle: { color: string; borderColor: string; opacity?: number };
  label: { color: string };
  children?: SunburstItem[];
}

const DEFAULTS = {
  labelType: 'key',
  numberFormat: 'SMART_NUMBER',
  dateFormat: 'smart_date',
  showLabels: false,
  showLabelsThreshold: 5,
  showTotal: false,
};
const percentFormatter = getNumberFormatter(',.1%');

/** Superset's plugin-chart-echarts/src/Sunburst/transformProps.ts. */
export default function transformProps(chartProps: ChartProps<QueryFormData>): SunburstRenderProps {
  const { formData, queriesData, datasource, theme, filterState, width, height, isStatic } = chartProps;
  const fd = camelizeFormData(DEFAULTS, formData);
  const data = queriesData[0]?.data ?? [];
  const coltypeMapping = getColtypesMapping(queriesData[0] ?? { colnames: [], coltypes: [] });
  const columns = ((formData.columns ?? formData.groupby ?? []) as QueryFormData['columns'] & object).map(
    getColumnLabel,
  );
  const metric = formData.metric ?? '';
  const metricLabel = getMetricLabel(metric);
  const secondary = formData.secondary_metric as QueryFormData['metric'];
  const secondaryLabel = secondary ? getMetricLabel(secondary) : undefined;
  const formatters = [datasource.currencyFormats ?? {}, datasource.columnFormats ?? {}] as const;
  const primaryFormatter = getValueFormatter(metric, ...formatters, fd.numberFormat, fd.currencyFormat as never);
  const secondaryFormatter = secondary
    ? getValueFormatter(secondary, ...formatters, fd.numberFormat, fd.currencyFormat as never)
    : undefined;
  const timeFormatter = getTimeFormatter(fd.dateFormat);
  const colorFn = getCategoricalColorScale(formData);
  const selected = (filterState?.selectedValues ?? null) as unknown[] | null;

  const tree = treeBuilder(data, columns, metricLabel, secondaryLabel);
  const totalValue = tree.reduce((sum, node) => sum + node.value, 0);
  const colorByCategory = !secondaryLabel || secondaryLabel === metricLabel;
  let minRatio = Infinity;
  let maxRatio = -Infinity;
  const visit = (nodes: TreeNode[]) =>
    nodes.forEach((node) => {
      const ratio = node.value ? node.secondaryValue / node.value : 0;
      minRatio = Math.min(minRatio, ratio);
      maxRatio = Math.max(maxRatio, ratio);
      if (node.children) visit(node.children);
    });
  if (!colorByCategory) visit(tree);
  const linearColor = colorByCategory
    ? undefined
    : getSequentialColor(formData.linear_color_scheme as string | undefined, minRatio, maxRatio);

  const labelMap: LabelMap = {};
  const traverse = (nodes: TreeNode[], records: TreeNode['name'][]): SunburstItem[] =>
    nodes.map((node) => {
      const values = [...records, node.name];
      const names = values.map((value, level) =>
        formatSeriesName(value, { timeFormatter, coltype: coltypeMapping[columns[level] ?? ''] }),
      );
      const path = names.join(',');
      labelMap[path] = values;
      const name = names[names.length - 1] ?? '';
      const color = linearColor ? linearColor(node.value ? node.secondaryValue / node.value : 0) : colorFn(name);
      const item: SunburstItem = {
        name,
        path,
        value: node.value,
        secondaryValue: node.secondaryValue,
        itemStyle: {
          color,
          borderColor: theme.background,
          ...(selected && !selected.includes(path) ? { opacity: 0.3 } : {}),
        },
        // Labels sit on the segment: black or white, whichever reads on its colour.
        label: { color: getContrastingColor(color) },
      };
      if (node.children?.length) item.children = traverse(node.children, values);
      return item;
    });
  const seriesData = traverse(tree, []);

  const padding = { top: 12, right: 4, bottom: 12, left: 4 };
  const radius = Math.max(0, Math.min(width - padding.left - padding.right, height - padding.top - padding.bottom) / 2);
  const formatter = (params: { name?: string; value?: unknown }) => {
    const value = primaryFormatter(Number(params.value));
    if (fd.labelType === 'value') return value;
    if (fd.labelType === 'key_value') return `${params.name ?? ''}: ${value}`;
    return params.name ?? '';
  };

  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      grid: { ...padding },
      tooltip: {
        show: !isStatic,
        trigger: 'item',
        formatter: (params: { name?: string; value?: number; data?: SunburstItem }) => {
          const value = Number(params.value) || 0;
          const rows = [
            [metricLabel, primaryFormatter(value)],
            ['% of total', percentFormatter(totalValue ? value / totalValue : 0)],
          ];
          if (!colorByCategory && secondaryLabel && secondaryFormatter) {
            const secondaryValue = params.data?.secondaryValue ?? 0;
            rows.push([secondaryLabel, secondaryFormatter(secondaryValue)]);
            rows.push([`${secondaryLabel}/${metricLabel}`, percentFormatter(value ? secondaryValue / value : 0)]);
          }
          return tooltipHtml(rows, params.data?.path.replaceAll(',', ' ▸ ') ?? params.name ?? '');
        },
      },
      series: [
        {
          type: 'sunburst',
          ...padding,
          nodeClick: false,
          emphasis: { focus: 'ancestor', label: { show: Boolean(fd.showLabels) } },
          label: {
            show: Boolean(fd.showLabels),
            width: (radius * 0.6) / (columns.length || 1),
            rotate: 'tangential',
            overflow: 'truncate',
            formatter,
            color: theme.text,
            minAngle: (Number(fd.showLabelsThreshold) || 0) * 3.6,
          },
          radius: [radius * 0.3, radius],
          data: seriesData,
        },
      ],
      graphic: fd.showTotal
        ? {
            type: 'text',
            top: 'center',
            left: 'center',
            style: {
              text: `Total: ${primaryFormatter(totalValue)}`,
              fontSize: 16,
              fontWeight: 'bold',
              fill: theme.text,
            },
            z: 10,
          }
        : null,
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions, groupby: columns, labelMap };
}
