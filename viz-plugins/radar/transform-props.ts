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
  getTimeFormatter,
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

export interface RadarRenderProps extends EChartsRenderProps {
  groupby: string[];
  labelMap: LabelMap;
}

// Superset's plugin-chart-echarts/src/Radar/types.ts DEFAULT_FORM_DATA (with the legend defaults).
const DEFAULTS = {
  groupby: [] as unknown[],
  metrics: [] as unknown[],
  columnConfig: {} as Record<string, { radarMetricMaxValue?: number | null; radarMetricMinValue?: number | null }>,
  isCircle: false,
  labelType: 'value',
  labelPosition: 'top',
  numberFormat: 'SMART_NUMBER',
  dateFormat: 'smart_date',
  showLabels: false,
  showLegend: true,
  legendType: 'scroll' as LegendType,
  legendOrientation: 'top' as LegendOrientation,
  legendMargin: null as number | null,
};

/** Superset's plugin-chart-echarts/src/Radar/transformProps.ts. */
export default function transformProps(chartProps: ChartProps<QueryFormData>): RadarRenderProps {
  const { formData, queriesData, theme, filterState, isStatic } = chartProps;
  const fd = camelizeFormData(DEFAULTS, formData);
  const data = queriesData[0]?.data ?? [];
  const coltypeMapping = getColtypesMapping(queriesData[0] ?? { colnames: [], coltypes: [] });
  const metricLabels = (formData.metrics ?? []).map(getMetricLabel);
  const groupby = (formData.groupby ?? []).map(getColumnLabel);
  const colorFn = getCategoricalColorScale(formData);
  const numberFormatter = getNumberFormatter(fd.numberFormat);
  const timeFormatter = getTimeFormatter(fd.dateFormat);
  const selected = (filterState?.selectedValues ?? null) as unknown[] | null;
  const formatter = (params: { name?: string; value?: unknown }) => {
    const value = numberFormatter(Number(params.value));
    return fd.labelType === 'key_value' ? `${params.name ?? ''}: ${value}` : value;
  };

  const maxByMetric = new Map<string, number>();
  const labelMap: LabelMap = {};
  const seriesData = data.map((datum) => {
    const name = extractGroupbyLabel({ datum, groupby, coltypeMapping, timeFormatter });
    labelMap[name] = groupby.map((column) => datum[column] ?? null);
    for (const metric of metricLabels) {
      const value = Number(datum[metric]);
      if (Number.isFinite(value)) maxByMetric.set(metric, Math.max(value, maxByMetric.get(metric) ?? value));
    }
    const filtered = Boolean(selected && !selected.includes(name));
    return {
      value: metricLabels.map((metric) => datum[metric]),
      name,
      itemStyle: { color: colorFn(name), opacity: filtered ? 0 : 1 },
      lineStyle: { opacity: filtered ? 0.3 : 1 },
      label: { show: Boolean(fd.showLabels), position: fd.labelPosition, formatter, color: theme.text },
    };
  });

  const indicator = metricLabels.map((metric) => {
    const config = fd.columnConfig?.[metric] ?? {};
    const observed = maxByMetric.get(metric);
    // 0 stays at the centre: an all-zero metric gets an open-ended axis.
    const observedMax = observed === 0 ? Number.MAX_SAFE_INTEGER : observed;
    return {
      name: metric,
      max: config.radarMetricMaxValue ?? observedMax,
      min: config.radarMetricMinValue ?? 0,
    };
  });

  const showLegend = Boolean(fd.showLegend);
  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      tooltip: {
        show: !isStatic,
        trigger: 'item',
        formatter: (params: { name?: string; value?: unknown[] }) =>
          tooltipHtml(
            metricLabels.map((metric, index) => [metric, numberFormatter(Number(params.value?.[index]))]),
            params.name ?? '',
          ),
      },
      legend: {
        ...getLegendProps(fd.legendType, fd.legendOrientation, showLegend, theme),
        data: Object.keys(labelMap),
      },
      radar: {
        shape: fd.isCircle ? 'circle' : 'polygon',
        indicator,
        axisName: { color: theme.textMuted },
        splitLine: { lineStyle: { color: theme.gridLine } },
        axisLine: { lineStyle: { color: theme.border } },
        splitArea: { show: false },
      },
      series: [
        {
          type: 'radar',
          ...getChartPadding(showLegend, fd.legendOrientation, fd.legendMargin),
          animation: false,
          emphasis: { label: { show: true, fontWeight: 'bold', backgroundColor: theme.surface } },
          data: seriesData,
        },
      ],
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions, groupby, labelMap };
}
