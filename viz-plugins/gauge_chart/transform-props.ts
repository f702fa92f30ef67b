import {
  camelizeFormData,
  getCategoricalColorScale,
  getCategoricalScheme,
  getColumnLabel,
  getMetricLabel,
  getOverMaxHiddenFormatter,
  getValueFormatter,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type { ChartProps, EChartsRenderProps, LabelMap, QueryFormData, VizTheme } from '../../core/viz/index.ts';

export interface GaugeRenderProps extends EChartsRenderProps {
  groupby: string[];
  labelMap: LabelMap;
}

// Superset's plugin-chart-echarts/src/Gauge/types.ts DEFAULT_FORM_DATA and constants.ts.
const DEFAULTS = {
  minVal: null as number | string | null,
  maxVal: null as number | string | null,
  fontSize: 15,
  numberFormat: 'SMART_NUMBER',
  animation: true,
  showProgress: true,
  overlap: true,
  roundCap: false,
  showAxisTick: false,
  showSplitLine: false,
  splitNumber: 10,
  startAngle: 225,
  endAngle: -45,
  showPointer: true,
  intervals: '',
  intervalColorIndices: '',
  valueFormatter: '{value}',
};
const OFFSETS = { ticksFromLine: 10, titleFromCenter: 20 };
const SIZES = {
  axisTickLength: 0.6,
  axisLabelDistance: 0.4,
  splitLineLength: 0.8,
  titleOffsetFromTitle: 2,
  detailOffsetFromTitle: 0.8,
  detailFontSize: 1.2,
};

const toNumber = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** Interval bands as ECharts' axisLine colour stops: [fraction of the range, colour]. */
export function intervalBands(
  intervals: string,
  colorIndices: string,
  schemeColors: readonly string[],
  min: number,
  max: number,
): [number, string][] {
  if (!intervals.trim()) return [];
  const bounds = intervals.split(',').map((bound) => Number.parseFloat(bound));
  const indices = colorIndices.split(',').map((index) => Number.parseInt(index, 10));
  return bounds.map((bound, index) => {
    const fraction = bound <= min ? 0 : (bound - min) / (max - min || 1);
    const colorIndex = (indices[index] ?? index + 1) - 1;
    return [Math.min(1, fraction), schemeColors[colorIndex % schemeColors.length] ?? '#CCCCCC'];
  });
}

function lineColor(theme: VizTheme): string {
  return theme.mode === 'dark' ? '#3C4A5A' : '#E6EBF8';
}

/** Superset's plugin-chart-echarts/src/Gauge/transformProps.ts. */
export default function transformProps(chartProps: ChartProps<QueryFormData>): GaugeRenderProps {
  const { formData, queriesData, datasource, theme, filterState, isStatic } = chartProps;
  const fd = camelizeFormData(DEFAULTS, formData);
  const data = queriesData[0]?.data ?? [];
  const metric = formData.metric ?? '';
  const metricLabel = getMetricLabel(metric);
  const groupby = (formData.groupby ?? []).map(getColumnLabel);
  const verboseMap = datasource.verboseMap ?? {};
  const fontSize = Number(fd.fontSize) || 15;
  const overlap = Boolean(fd.overlap);
  const colorFn = getCategoricalColorScale(formData);
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currencyFormats ?? {},
    datasource.columnFormats ?? {},
    fd.numberFormat,
    fd.currencyFormat as never,
  );
  const formatValue = (value: number) => String(fd.valueFormatter).replace('{value}', numberFormatter(value));
  const axisLineWidth = overlap ? fontSize : fontSize * Math.max(1, data.length);
  const titleStep = SIZES.titleOffsetFromTitle * fontSize;
  const detailOffset = SIZES.detailOffsetFromTitle * fontSize;
  const selected = (filterState?.selectedValues ?? null) as unknown[] | null;

  const labelMap: LabelMap = {};
  const seriesData = data.map((datum, index) => {
    const name = groupby.map((column) => `${verboseMap[column] ?? column}: ${datum[column]}`).join(', ');
    const values = groupby.map((column) => datum[column] ?? null);
    labelMap[name] = values;
    const filtered = Boolean(selected && !selected.includes(name));
    return {
      value: Number(datum[metricLabel]),
      name,
      itemStyle: { color: colorFn(values.join(', ')), ...(filtered ? { opacity: 0.3 } : {}) },
      title: {
        show: !filtered,
        offsetCenter: ['0%', `${index * titleStep + OFFSETS.titleFromCenter}%`],
        fontSize,
        color: theme.textMuted,
      },
      detail: {
        show: !filtered,
        offsetCenter: ['0%', `${index * titleStep + OFFSETS.titleFromCenter + detailOffset}%`],
        fontSize: SIZES.detailFontSize * fontSize,
        color: theme.text,
      },
    };
  });

  const values = seriesData.map((datum) => datum.value).filter(Number.isFinite);
  const min = toNumber(fd.minVal) ?? 2 * Math.min(...values, 0);
  const max = toNumber(fd.maxVal) ?? 2 * Math.max(...values, 0);
  const bands = intervalBands(
    String(fd.intervals ?? ''),
    String(fd.intervalColorIndices ?? ''),
    getCategoricalScheme(formData.color_scheme).colors,
    min,
    max,
  );
  const axisTickLength = SIZES.axisTickLength * fontSize;
  const splitLineLength = SIZES.splitLineLength * fontSize;
  const animation = Boolean(fd.animation) && !isStatic;

  const echartOptions = withEchartsTheme(
    {
      animation,
      tooltip: {
        show: !isStatic,
        formatter: (params: { name?: string; value?: number }) =>
          `${params.name ?? ''} : ${formatValue(Number(params.value))}`,
      },
      series: [
        {
          type: 'gauge',
          startAngle: Number(fd.startAngle),
          endAngle: Number(fd.endAngle),
          min,
          max: max === min ? min + 1 : max,
          animation,
          progress: {
            show: Boolean(fd.showProgress),
            overlap,
            roundCap: Boolean(fd.roundCap),
            width: overlap ? axisLineWidth : fontSize,
          },
          axisLine: {
            roundCap: Boolean(fd.roundCap),
            lineStyle: { width: axisLineWidth, color: bands.length ? bands : [[1, lineColor(theme)]] },
          },
          splitNumber: Number(fd.splitNumber) || 10,
          splitLine: {
            show: Boolean(fd.showSplitLine),
            distance: -axisLineWidth - splitLineLength - OFFSETS.ticksFromLine,
            length: splitLineLength,
            lineStyle: { width: 3, color: theme.textMuted },
          },
          axisTick: {
            show: Boolean(fd.showAxisTick),
            distance: -axisLineWidth - axisTickLength - OFFSETS.ticksFromLine,
            length: axisTickLength,
            lineStyle: { width: 2, color: theme.textMuted },
          },
          axisLabel: {
            distance: axisLineWidth - SIZES.axisLabelDistance * fontSize - OFFSETS.ticksFromLine,
            fontSize,
            color: theme.textMuted,
            // Labels past the max are hidden (Superset's getOverMaxHiddenFormatter).
            formatter: getOverMaxHiddenFormatter({ max, formatter: numberFormatter }),
          },
          pointer: { show: Boolean(fd.showPointer), showAbove: false, itemStyle: { color: theme.textMuted } },
          anchor: { show: false },
          detail: { valueAnimation: animation, formatter: (value: number) => formatValue(value) },
          data: seriesData,
        },
      ],
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions, groupby, labelMap };
}
