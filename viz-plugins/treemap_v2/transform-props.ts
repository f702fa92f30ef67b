import {
  camelizeFormData,
  formatSeriesName,
  getCategoricalColorScale,
  getColtypesMapping,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  getValueFormatter,
  tooltipHtml,
  treeBuilder,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type { ChartProps, EChartsRenderProps, LabelMap, QueryFormData, TreeNode } from '../../core/viz/index.ts';

export interface TreemapRenderProps extends EChartsRenderProps {
  groupby: string[];
  labelMap: LabelMap;
}

interface TreemapItem {
  name: string;
  path: string;
  value: number;
  colorSaturation: readonly number[];
  itemStyle: { color?: string; borderColor: string; borderWidth: number; gapWidth: number; opacity?: number };
  children?: TreemapItem[];
}

// Superset's plugin-chart-echarts/src/Treemap/constants.ts and types.ts.
const COLOR_SATURATION = [0.7, 0.4] as const;
const LABEL_FONTSIZE = 11;
const BORDER_WIDTH = 2;
const GAP_WIDTH = 2;
const DEFAULTS = {
  labelType: 'key_value',
  numberFormat: 'SMART_NUMBER',
  dateFormat: 'smart_date',
  showLabels: true,
  showUpperLabels: true,
};
const percentFormatter = getNumberFormatter(',.2%');

/** Superset's plugin-chart-echarts/src/Treemap/transformProps.ts. */
export default function transformProps(chartProps: ChartProps<QueryFormData>): TreemapRenderProps {
  const { formData, queriesData, datasource, theme, filterState, isStatic } = chartProps;
  const fd = camelizeFormData(DEFAULTS, formData);
  const data = queriesData[0]?.data ?? [];
  const coltypeMapping = getColtypesMapping(queriesData[0] ?? { colnames: [], coltypes: [] });
  const groupby = (formData.groupby ?? []).map(getColumnLabel);
  const metric = formData.metric ?? '';
  const metricLabel = getMetricLabel(metric);
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currencyFormats ?? {},
    datasource.columnFormats ?? {},
    fd.numberFormat,
    fd.currencyFormat as never,
  );
  const timeFormatter = getTimeFormatter(fd.dateFormat);
  const colorFn = getCategoricalColorScale(formData);
  const selected = (filterState?.selectedValues ?? null) as unknown[] | null;
  const borderColor = theme.background;

  const labelMap: LabelMap = {};
  const traverse = (nodes: TreeNode[], records: TreeNode['name'][]): TreemapItem[] =>
    nodes.map((node) => {
      const values = [...records, node.name];
      const names = values.map((value, level) =>
        formatSeriesName(value, { timeFormatter, coltype: coltypeMapping[groupby[level] ?? ''] }),
      );
      const path = names.join(',');
      labelMap[path] = values;
      const name = names[names.length - 1] ?? '';
      const item: TreemapItem = {
        name,
        path,
        value: node.value,
        colorSaturation: COLOR_SATURATION,
        itemStyle: {
          // The top level takes the scheme's colours; deeper levels shade their parent's.
          ...(records.length === 0 ? { color: colorFn(name) } : {}),
          borderColor,
          borderWidth: BORDER_WIDTH,
          gapWidth: GAP_WIDTH,
          ...(selected && !selected.includes(path) ? { opacity: 0.3 } : {}),
        },
      };
      if (node.children?.length) item.children = traverse(node.children, values);
      return item;
    });
  const tree = treeBuilder(data, groupby, metricLabel);
  const total = tree.reduce((sum, node) => sum + node.value, 0);

  const formatter = (params: { name?: string; value?: unknown }) => {
    const value = numberFormatter(Number(params.value));
    if (fd.labelType === 'value') return value;
    if (fd.labelType === 'key_value') return `${params.name ?? ''}: ${value}`;
    return params.name ?? '';
  };
  const levels = [
    { itemStyle: { borderColor: 'transparent', borderWidth: 0, gapWidth: GAP_WIDTH }, upperLabel: { show: false } },
    ...groupby.map(() => ({ itemStyle: { borderColor, borderWidth: BORDER_WIDTH, gapWidth: GAP_WIDTH } })),
  ];

  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      tooltip: {
        show: !isStatic,
        trigger: 'item',
        formatter: (params: { name?: string; value?: number; data?: TreemapItem }) => {
          const value = Number(params.value) || 0;
          return tooltipHtml(
            [
              [metricLabel, numberFormatter(value)],
              ['% of total', percentFormatter(total ? value / total : 0)],
            ],
            params.data?.path.replaceAll(',', ' ▸ ') ?? params.name ?? '',
          );
        },
      },
      series: [
        {
          type: 'treemap',
          width: '100%',
          height: '100%',
          top: 0,
          left: 0,
          nodeClick: false,
          roam: false,
          breadcrumb: { show: false, emptyItemWidth: 25 },
          emphasis: { label: { show: true } },
          levels,
          label: {
            show: Boolean(fd.showLabels),
            position: 'inside',
            formatter,
            color: '#FFFFFF',
            textBorderColor: 'transparent',
            fontSize: LABEL_FONTSIZE,
          },
          upperLabel: {
            show: Boolean(fd.showUpperLabels),
            formatter,
            color: theme.text,
            textBorderColor: 'transparent',
            fontSize: LABEL_FONTSIZE,
          },
          data: [
            {
              name: metricLabel,
              value: total,
              path: '',
              colorSaturation: COLOR_SATURATION,
              itemStyle: { borderColor: 'transparent', borderWidth: 0, gapWidth: GAP_WIDTH },
              children: traverse(tree, []),
            },
          ],
        },
      ],
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions, groupby, labelMap };
}
