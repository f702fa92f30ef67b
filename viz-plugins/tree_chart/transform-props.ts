import {
  camelizeFormData,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  tooltipHtml,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type {
  ChartProps,
  DataRecord,
  DataRecordValue,
  EChartsRenderProps,
  QueryFormData,
} from '../../core/viz/index.ts';

export interface TreeItem {
  name: string;
  value?: number;
  children: TreeItem[];
}

// Superset's plugin-chart-echarts/src/Tree/constants.ts DEFAULT_FORM_DATA.
const DEFAULTS = {
  layout: 'orthogonal',
  orient: 'LR',
  symbol: 'emptyCircle',
  symbolSize: 7,
  roam: false as boolean | string,
  nodeLabelPosition: 'left',
  childLabelPosition: 'bottom',
  emphasis: 'descendant',
};

/**
 * The tree of `id`/`parent` rows (Superset's Tree transformProps): a row without a parent hangs
 * under a 'root' node, unless `root_node_id` picks the subtree to show. Loupe also draws a parent
 * that is no row's id as a node of its own (Superset would hang its children under the root).
 */
export function buildTree(
  data: readonly DataRecord[],
  columns: { id: string; parent: string; name: string; metric: string },
  rootNodeId?: DataRecordValue,
): TreeItem {
  const items = new Map<string, TreeItem>();
  const key = (value: DataRecordValue | undefined) => String(value ?? '');
  for (const row of data) {
    const value = Number(row[columns.metric]);
    items.set(key(row[columns.id]), {
      name: String(row[columns.name] ?? row[columns.id] ?? ''),
      ...(Number.isFinite(value) ? { value } : {}),
      children: [],
    });
  }
  const root: TreeItem = { name: 'root', children: [] };
  for (const row of data) {
    const item = items.get(key(row[columns.id]))!;
    const parentKey = row[columns.parent];
    if (parentKey === null || parentKey === undefined || key(parentKey) === key(row[columns.id])) {
      root.children.push(item);
      continue;
    }
    let parent = items.get(key(parentKey));
    if (!parent) {
      // A parent that is no row's id still groups its children (e.g. country → city).
      parent = { name: String(parentKey), children: [] };
      items.set(key(parentKey), parent);
      root.children.push(parent);
    }
    parent.children.push(item);
  }
  if (rootNodeId !== undefined && rootNodeId !== null && rootNodeId !== '') {
    const picked = items.get(key(rootNodeId));
    if (picked) return picked;
  }
  return root;
}

/** Superset's plugin-chart-echarts/src/Tree/transformProps.ts. */
export default function transformProps(chartProps: ChartProps<QueryFormData>): EChartsRenderProps {
  const { formData, queriesData, theme, isStatic } = chartProps;
  const fd = camelizeFormData(DEFAULTS, formData);
  const data = queriesData[0]?.data ?? [];
  const id = getColumnLabel(formData.id as string);
  const metricLabel = getMetricLabel(formData.metric ?? '');
  const columns = {
    id,
    parent: getColumnLabel(formData.parent as string),
    name: formData.name ? getColumnLabel(formData.name as string) : id,
    metric: metricLabel,
  };
  const tree = buildTree(data, columns, fd.rootNodeId as DataRecordValue | undefined);
  const numberFormatter = getNumberFormatter();
  const radial = fd.layout === 'radial';
  const label = {
    color: theme.text,
    fontSize: 12,
    backgroundColor: 'transparent',
    textBorderColor: theme.background,
    textBorderWidth: 2,
  };

  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      tooltip: {
        show: !isStatic,
        trigger: 'item',
        triggerOn: 'mousemove',
        formatter: (params: { name?: string; value?: number }) =>
          tooltipHtml(
            params.value === undefined ? [] : [[metricLabel, numberFormatter(Number(params.value))]],
            params.name ?? '',
          ),
      },
      series: [
        {
          type: 'tree',
          data: [tree],
          top: radial ? '10%' : '5%',
          bottom: radial ? '10%' : '5%',
          left: radial ? '10%' : '12%',
          right: radial ? '10%' : '12%',
          layout: fd.layout,
          orient: fd.orient,
          symbol: fd.symbol,
          symbolSize: Number(fd.symbolSize) || 7,
          roam: fd.roam,
          initialTreeDepth: -1,
          expandAndCollapse: !isStatic,
          animation: !isStatic,
          itemStyle: { color: theme.primary, borderColor: theme.primary },
          lineStyle: { color: theme.border, width: 1.5 },
          label: { ...label, position: fd.nodeLabelPosition },
          leaves: { label: { ...label, position: fd.childLabelPosition } },
          emphasis: { focus: fd.emphasis },
        },
      ],
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions };
}
