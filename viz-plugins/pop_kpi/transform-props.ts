// Superset BigNumberPeriodOverPeriod/transformProps.ts: the metric now and in the compared period
// (the `<metric>__<offset>` column), their difference and percent change, coloured by the scheme.
import type { BigNumberRenderProps } from '../../core/viz/big-number/index.ts';
import type { ChartProps, QueryFormMetric } from '../../core/viz/index.ts';
import { ensureIsArray, getMetricLabel, getNumberFormatter } from '../../core/viz/index.ts';

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

export default function transformProps(chartProps: ChartProps): BigNumberRenderProps {
  const fd = chartProps.formData as Record<string, unknown>;
  const data = chartProps.queriesData[0]?.data ?? [];
  const metricName = fd.metric ? getMetricLabel(fd.metric as QueryFormMetric) : '';
  const shift = ensureIsArray(fd.time_compare as string | string[] | undefined)[0];
  const offset = shift === 'custom' ? String(fd.start_date_offset ?? '') : shift;
  let current = 0;
  let previous = 0;
  for (const row of data) {
    for (const [key, value] of Object.entries(row)) {
      if (key.includes(`${metricName}__${offset}`)) previous += num(value);
      else if (key.includes(metricName)) current += num(value);
    }
  }
  const change =
    !current && !previous ? 0 : !current || !previous ? (current ? 1 : -1) : (current - previous) / Math.abs(previous);
  const format = getNumberFormatter((fd.y_axis_format as string) || undefined);
  const formatPercent = getNumberFormatter((fd.percentDifferenceFormat as string) || undefined);
  const colored = fd.comparison_color_enabled === true;
  const increaseIsGood = fd.comparison_color_scheme !== 'Red';
  const tone = (value: number): 'positive' | 'negative' | null =>
    !colored || value === 0 ? null : value > 0 === increaseIsGood ? 'positive' : 'negative';
  const headerPx = Number(fd.header_font_size ?? 60);
  const height = chartProps.height || 1;
  return {
    headerText: format(data.length ? current : 0),
    headerFontSize: headerPx < 1 ? headerPx : Math.min(0.6, headerPx / height),
    subheaderText: '',
    subheaderFontSize: 0.15,
    comparisons: [
      { symbol: '#', label: shift ?? '', value: format(data.length ? previous : 0) },
      { symbol: '△', label: 'Change', value: format(current - previous), tone: tone(current - previous) },
      { symbol: '%', label: 'Percent change', value: formatPercent(change), tone: tone(change) },
    ],
  };
}
