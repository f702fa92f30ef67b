import {
  camelizeFormData,
  extractGroupbyLabel,
  getCategoricalColorScale,
  getChartPadding,
  getColtypesMapping,
  getColumnLabel,
  getLegendProps,
  getMetricLabel,
  getNumberFormatter,
  getValueFormatter,
  tooltipHtml,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type {
  ChartProps,
  LegendOrientation,
  LegendType,
  EChartsRenderProps,
  LabelMap,
  QueryFormData,
} from '../../core/viz/index.ts';

export interface FunnelRenderProps extends EChartsRenderProps {
  groupby: string[];
  labelMap: LabelMap;
}

// Superset's plugin-chart-echarts/src/Funnel/types.ts DEFAULT_FORM_DATA.
const DEFAULTS = {
  groupby: [] as unknown[],
  labelLine: false,
  labelType: 'key',
  tooltipLabelType: 'key_value_percent',
  legendOrientation: 'top' as LegendOrientation,
  legendType: 'scroll' as LegendType,
  legendMargin: null as number | null,
  showLegend: true,
  numberFormat: 'SMART_NUMBER',
  showLabels: true,
  showTooltipLabels: true,
  percentCalculationType: 'first_step',
};

/** Room around the funnel so its wide end does not touch the legend or the edges. */
const FUNNEL_INSET = { top: 16, bottom: 16, left: 16, right: 16 };

const percentFormatter = getNumberFormatter(',.2%');

/** The label or tooltip text of a funnel step, as Superset's formatFunnelLabel. */
export function formatFunnelLabel(labelType: string, name: string, value: string, percent: string): string {
  switch (labelType) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return name;
  }
}

/** Superset's plugin-chart-echarts/src/Funnel/transformProps.ts. */
export default function transformProps(chartProps: ChartProps<QueryFormData>): FunnelRenderProps {
  const { formData, queriesData, datasource, theme, filterState, isStatic } = chartProps;
  const fd = camelizeFormData(DEFAULTS, formData);
  const data = queriesData[0]?.data ?? [];
  const coltypeMapping = getColtypesMapping(queriesData[0] ?? { colnames: [], coltypes: [] });
  const metric = formData.metric ?? '';
  const metricLabel = getMetricLabel(metric);
  const groupby = (formData.groupby ?? []).map(getColumnLabel);
  const colorFn = getCategoricalColorScale(formData);
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currencyFormats ?? {},
    datasource.columnFormats ?? {},
    fd.numberFormat,
    fd.currencyFormat as never,
  );
  const selected = (filterState?.selectedValues ?? null) as unknown[] | null;

  const values = data.map((datum) => Number(datum[metricLabel]) || 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  const percentOf = (index: number): number => {
    const value = values[index] ?? 0;
    if (fd.percentCalculationType === 'total') return total ? value / total : 0;
    const base = fd.percentCalculationType === 'prev_step' ? values[Math.max(0, index - 1)] : values[0];
    return base ? value / base : 0;
  };

  const labelMap: LabelMap = {};
  const seriesData = data.map((datum, index) => {
    const name = extractGroupbyLabel({ datum, groupby, coltypeMapping });
    labelMap[name] = groupby.map((column) => datum[column] ?? null);
    return {
      name,
      value: values[index],
      percent: percentOf(index),
      itemStyle: { color: colorFn(name), opacity: selected && !selected.includes(name) ? 0.3 : 1 },
    };
  });
  const text = (labelType: string) => (params: { name?: string; value?: unknown; data?: { percent?: number } }) =>
    formatFunnelLabel(
      labelType,
      params.name ?? '',
      numberFormatter(Number(params.value)),
      percentFormatter(params.data?.percent ?? 0),
    );

  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      tooltip: {
        show: !isStatic && Boolean(fd.showTooltipLabels),
        trigger: 'item',
        formatter: (params: { name?: string; value?: unknown; data?: { percent?: number } }) =>
          tooltipHtml([[text(String(fd.tooltipLabelType))(params)]]),
      },
      legend: {
        ...getLegendProps(fd.legendType, fd.legendOrientation, Boolean(fd.showLegend), theme),
        data: seriesData.map((datum) => datum.name),
      },
      series: [
        {
          type: 'funnel',
          ...getChartPadding(Boolean(fd.showLegend), fd.legendOrientation, fd.legendMargin, FUNNEL_INSET),
          animation: !isStatic,
          minSize: '0%',
          maxSize: '100%',
          sort: 'none',
          // ECharts' default white border showed on the dark card (legend swatches, a thin step's outline).
          itemStyle: { borderColor: theme.background, borderWidth: 1 },
          labelLine: { show: Boolean(fd.labelLine) },
          label: {
            formatter: text(String(fd.labelType)),
            show: Boolean(fd.showLabels),
            color: theme.text,
            position: fd.labelLine ? 'outer' : 'inner',
            textBorderColor: 'transparent',
          },
          emphasis: { label: { show: true, fontWeight: 'bold' } },
          data: seriesData,
        },
      ],
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions, groupby, labelMap };
}
