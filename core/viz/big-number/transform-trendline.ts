// big_number's transformProps (Superset BigNumber/BigNumberWithTrendline/transformProps.ts): the
// latest non-null value, its change against `compare_lag` periods back, and a trendline under it.
import type { ChartProps } from '../plugin/chart-props.ts';
import { DTTM_ALIAS } from '../timeseries/constants.ts';
import { getTimeFormatter, getValueFormatter, metricLabel } from '../timeseries/formatting.ts';
import { columnLabel } from '../timeseries/read-form-data.ts';
import type { BigNumberRenderProps } from './big-number-props.ts';
import { headerFormatter, parseMetricValue } from './transform-total.ts';

/** Superset's PERCENT_SIGNED_1_POINT. */
const formatPercentChange = getValueFormatter('+.1%');

export function transformBigNumberTrendline(chartProps: ChartProps): BigNumberRenderProps {
  const { theme, isStatic } = chartProps;
  const formData = chartProps.formData as Record<string, unknown>;
  const result = chartProps.queriesData[0] ?? { data: [], colnames: [], coltypes: [] };
  const { data = [], colnames = [], coltypes = [] } = result;
  const name = metricLabel(formData.metric ?? 'value');
  const xLabel = formData.x_axis ? columnLabel(formData.x_axis) : DTTM_ALIAS;
  const picker = (formData.color_picker as { r: number; g: number; b: number } | undefined) ?? { r: 0, g: 122, b: 135 };
  const color = `rgb(${picker.r}, ${picker.g}, ${picker.b})`;

  // Newest first, as Superset sorts before picking the value and the comparison point.
  const sorted = data
    .map((row) => [Number(row[xLabel]), parseMetricValue(row[name])] as [number, number | null])
    .sort((a, b) => b[0] - a[0]);
  let value: number | null = sorted[0]?.[1] ?? null;
  let timestamp: number | null = sorted[0]?.[0] ?? null;
  if (value === null) {
    const fallback = sorted.find((point) => point[1] !== null);
    value = fallback?.[1] ?? null;
    timestamp = fallback?.[0] ?? null;
  }

  let subheader = String(formData.subheader ?? '');
  let changeSign: BigNumberRenderProps['changeSign'] = null;
  const compareLag = Number(formData.compare_lag) || 0;
  if (compareLag > 0 && compareLag < sorted.length) {
    const from = sorted[compareLag][1];
    const to = sorted[0][1];
    if (from !== null && to !== null) {
      const change = from ? (to - from) / Math.abs(from) : 0;
      subheader = `${formatPercentChange(change)} ${String(formData.compare_suffix ?? '')}`.trimEnd();
      changeSign = change > 0 ? 'positive' : change < 0 ? 'negative' : null;
    }
  }

  const saved = chartProps.datasource.metrics?.find((m) => m.metric_name === formData.metric);
  const format = headerFormatter(formData, coltypes[colnames.indexOf(name)], saved?.d3format);
  const formatTime = getTimeFormatter((formData.time_format as string | undefined) ?? 'smart_date');
  const showTrendLine = formData.show_trend_line !== false;
  const points = [...sorted].reverse();
  if (showTrendLine && formData.time_range_fixed === true && typeof result.from_dttm === 'number') {
    if (!points.length || points[0][0] > result.from_dttm) points.unshift([result.from_dttm, null]);
    const to = typeof result.to_dttm === 'number' ? result.to_dttm : null;
    if (to !== null && points[points.length - 1][0] < to) points.push([to, null]);
  }

  const echartOptions: Record<string, unknown> = {
    animation: !isStatic,
    grid: { left: 0, right: 0, top: 0, bottom: 0 },
    xAxis: { type: 'value', show: false, min: points[0]?.[0], max: points[points.length - 1]?.[0] },
    yAxis: { type: 'value', show: false, scale: formData.start_y_axis_at_zero === false },
    tooltip: isStatic
      ? { show: false }
      : {
          trigger: 'axis',
          confine: true,
          backgroundColor: theme.surface,
          borderColor: theme.border,
          textStyle: { color: theme.text },
          formatter: (params: { data: [number, number | null] }[]) =>
            `${formatTime(params[0].data[0])}<br/>${name}: <b>${params[0].data[1] === null ? 'N/A' : format(params[0].data[1])}</b>`,
        },
    series: [
      {
        type: 'line',
        data: points,
        smooth: true,
        symbol: 'circle',
        symbolSize: 10,
        showSymbol: false,
        color,
        lineStyle: { color, width: 2 },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color },
              { offset: 1, color: theme.background },
            ],
          },
        },
      },
    ],
  };

  return {
    headerText: value === null ? null : format(value),
    headerFontSize: Number(formData.header_font_size ?? 0.4),
    subheaderText: subheader,
    subheaderFontSize: Number(formData.subheader_font_size ?? 0.15),
    timestampText: formData.show_timestamp === true && timestamp !== null ? formatTime(timestamp) : undefined,
    changeSign,
    trendline: showTrendLine && points.length > 0 ? { points, color, echartOptions } : null,
  };
}
