import {
  extractGroupbyLabel,
  getCategoricalColorScale,
  getChartPadding,
  getLegendProps,
  getColtypesMapping,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  getValueFormatter,
  tooltipHtml,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type { ChartProps, DataRecord, EChartsRenderProps, LabelMap, QueryFormData } from '../../core/viz/index.ts';
import { PIE_DEFAULTS } from './pie-defaults.ts';

export interface PieRenderProps extends EChartsRenderProps {
  /** Column labels of the groupby, for cross-filters and drills. */
  groupby: string[];
  labelMap: LabelMap;
}

interface PieDatum {
  name: string;
  value: number;
  itemStyle: { color: string; opacity: number };
  isOther?: boolean;
}

interface LabelParams {
  name?: string;
  value?: unknown;
  percent?: number;
  seriesName?: string;
}

const SEMI_TRANSPARENT = 0.3;
const percentFormatter = getNumberFormatter(',.2%');

/** Formats a slice's label text as Superset's Pie transformProps (label_type, label_template). */
export function formatPieLabel(
  labelType: string,
  template: string | undefined,
  params: LabelParams,
  numberFormatter: (value: number) => string,
): string {
  const name = params.name ?? '';
  const value = numberFormatter(Number(params.value));
  const percent = percentFormatter((params.percent ?? 0) / 100);
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
    case 'template': {
      if (!template) return '';
      const items: Record<string, string> = {
        '{name}': name,
        '{value}': value,
        '{percent}': percent,
        '{a}': params.seriesName ?? '',
        '{b}': name,
        '{c}': String(params.value),
        '{d}': String(params.percent),
        '\\n': '\n',
      };
      return Object.entries(items).reduce((text, [key, replacement]) => text.replaceAll(key, replacement), template);
    }
    default:
      return name;
  }
}

/** Where the 'Total' text sits: centred in the space the legend leaves (Superset's getTotalValuePadding). */
export function getTotalPosition(
  padding: { top?: number; bottom?: number; left?: number; right?: number },
  donut: boolean,
  width: number,
  height: number,
): { top: string; left: string } {
  const position = { top: donut ? 'middle' : '0', left: 'center' };
  if (padding.top)
    position.top = donut ? `${50 + (padding.top / height / 2) * 100}%` : `${(padding.top / height) * 100}%`;
  if (padding.bottom) position.top = donut ? `${50 - (padding.bottom / height / 2) * 100}%` : '0';
  if (padding.left) position.left = `${50 + (padding.left / width) * 100 * 0.25}%`;
  if (padding.right) position.left = `${50 - (padding.right / width) * 100 * 0.75}%`;
  return position;
}

/** Superset's plugin-chart-echarts/src/Pie/transformProps.ts, on Loupe's theme and formatters. */
export default function transformProps(chartProps: ChartProps<QueryFormData>): PieRenderProps {
  const { formData, queriesData, datasource, theme, filterState, width, height, isStatic } = chartProps;
  const fd: Record<string, unknown> & typeof PIE_DEFAULTS = { ...PIE_DEFAULTS, ...formData };
  const rawData: DataRecord[] = queriesData[0]?.data ?? [];
  const coltypeMapping = getColtypesMapping(queriesData[0] ?? { colnames: [], coltypes: [] });
  const metric = formData.metric ?? '';
  const metricLabel = getMetricLabel(metric);
  const groupby = (formData.groupby ?? []).map(getColumnLabel);
  const numberFormatter = getValueFormatter(
    metric,
    datasource.currencyFormats ?? {},
    datasource.columnFormats ?? {},
    fd.number_format as string,
    fd.currency_format as never,
  );
  const timeFormatter = getTimeFormatter(fd.date_format as string);
  const selected = (filterState?.selectedValues ?? null) as unknown[] | null;
  const colorFn = getCategoricalColorScale(formData);
  const labelOf = (datum: DataRecord) => extractGroupbyLabel({ datum, groupby, coltypeMapping, timeFormatter });

  // Slices under `threshold_for_other` percent of the total go into one 'Other' slice.
  const threshold = Number(fd.threshold_for_other) || 0;
  const grandTotal = rawData.reduce((sum, datum) => sum + (Number(datum[metricLabel]) || 0), 0);
  const otherTooltip: string[][] = [];
  let otherSum = 0;
  const data = rawData.filter((datum) => {
    const value = Number(datum[metricLabel]) || 0;
    const contribution = grandTotal ? value / grandTotal : 0;
    if (!threshold || !contribution || contribution * 100 >= threshold) return true;
    otherSum += value;
    otherTooltip.push([labelOf(datum), numberFormatter(value), percentFormatter(contribution)]);
    return false;
  });

  const labelMap: LabelMap = {};
  let totalValue = 0;
  const seriesData: PieDatum[] = data.map((datum) => {
    const name = labelOf(datum);
    labelMap[name] = groupby.map((column) => datum[column] ?? null);
    const value = Number(datum[metricLabel]);
    if (Number.isFinite(value)) totalValue += value;
    return {
      name,
      value,
      itemStyle: {
        color: colorFn(name),
        opacity: selected && !selected.includes(name) ? SEMI_TRANSPARENT : 1,
      },
    };
  });
  if (otherSum) {
    const otherName = 'Other';
    otherTooltip.push(['Total', numberFormatter(otherSum), percentFormatter(grandTotal ? otherSum / grandTotal : 0)]);
    seriesData.push({
      name: otherName,
      value: otherSum,
      itemStyle: { color: theme.textMuted, opacity: selected && !selected.includes(otherName) ? SEMI_TRANSPARENT : 1 },
      isOther: true,
    });
    totalValue += otherSum;
  }

  const labelType = String(fd.label_type);
  const formatter = (params: LabelParams) =>
    formatPieLabel(labelType, fd.label_template as string | undefined, params, numberFormatter);
  const defaultLabel = { formatter, show: Boolean(fd.show_labels), color: theme.text };
  const donut = Boolean(fd.donut);
  const showLegend = Boolean(fd.show_legend);
  const padding = getChartPadding(showLegend, fd.legendOrientation, fd.legendMargin as number | null | undefined);
  const legend = getLegendProps(fd.legendType, fd.legendOrientation, showLegend, theme);
  const totalPosition = getTotalPosition(padding, donut, width, height);

  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      tooltip: {
        show: !isStatic,
        trigger: 'item',
        formatter: (params: LabelParams & { data?: PieDatum }) => {
          const name = params.name ?? '';
          if (params.data?.isOther) return tooltipHtml(otherTooltip, name);
          return tooltipHtml(
            [[metricLabel, numberFormatter(Number(params.value)), percentFormatter((params.percent ?? 0) / 100)]],
            name,
          );
        },
      },
      legend: { ...legend, data: seriesData.map((datum) => datum.name) },
      graphic: fd.show_total
        ? {
            type: 'text',
            ...totalPosition,
            style: {
              text: `Total: ${numberFormatter(totalValue)}`,
              fontSize: 16,
              fontWeight: 'bold',
              fill: theme.text,
            },
            z: 10,
          }
        : null,
      series: [
        {
          type: 'pie',
          ...padding,
          animation: false,
          roseType: (fd.roseType as string | undefined) || undefined,
          radius: [`${donut ? fd.innerRadius : 0}%`, `${fd.outerRadius}%`],
          center: ['50%', '50%'],
          avoidLabelOverlap: true,
          labelLine: { show: Boolean(fd.labels_outside && fd.label_line) },
          minShowLabelAngle: (Number(fd.show_labels_threshold) || 0) * 3.6,
          label: fd.labels_outside
            ? { ...defaultLabel, position: 'outer', alignTo: 'none', bleedMargin: 5 }
            : { ...defaultLabel, position: 'inner' },
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
