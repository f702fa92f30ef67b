import type { QueryFormMetric } from '../query/query-types.ts';
import {
  getCurrencyFormatter,
  isCurrencyFormatter,
  type Currency,
  type CurrencyFormatter,
} from './currency-formatter.ts';
import { NumberFormats } from './number-formats.ts';
import { getNumberFormatter } from './number-format-registry.ts';
import type { NumberFormatter } from './number-formatter.ts';
import { isSavedMetric } from '../query/metric-guards.ts';

// How plugin-chart-echarts picks a value formatter per metric (superset-ui-core/src/currency-format/utils.ts,
// plugin-chart-echarts/src/utils/formatters.ts): the chart's `y_axis_format`/`currency_format` win
// when set; otherwise a saved metric's own d3 format and currency apply.

export type ValueFormatter = NumberFormatter | CurrencyFormatter;

const toArray = <T>(value: T | T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/** One formatter per saved metric (adhoc metrics have none). */
export function buildCustomFormatters(
  metrics: QueryFormMetric | QueryFormMetric[] | null | undefined,
  currencyFormats: Record<string, Currency | undefined>,
  columnFormats: Record<string, string | undefined>,
  d3Format: string | null | undefined,
  currencyFormat?: Currency | null,
): Record<string, ValueFormatter> {
  const result: Record<string, ValueFormatter> = {};
  for (const metric of toArray(metrics)) {
    if (!isSavedMetric(metric)) continue;
    const format = d3Format ?? columnFormats[metric];
    const currency = currencyFormat?.symbol ? currencyFormat : currencyFormats[metric];
    result[metric] = currency ? getCurrencyFormatter(currency, format) : getNumberFormatter(format);
  }
  return result;
}

export function getCustomFormatter(
  customFormatters: Record<string, ValueFormatter>,
  metrics: QueryFormMetric | QueryFormMetric[] | null | undefined,
  key?: string,
): ValueFormatter | undefined {
  const list = toArray(metrics);
  if (list.length === 1 && isSavedMetric(list[0])) return customFormatters[list[0]];
  return key ? customFormatters[key] : undefined;
}

/**
 * The formatter for a chart's values: the single saved metric's formatter, or the one of `key`,
 * else the chart's currency format (when set), else its d3 format.
 */
export function getValueFormatter(
  metrics: QueryFormMetric | QueryFormMetric[] | null | undefined,
  currencyFormats: Record<string, Currency | undefined>,
  columnFormats: Record<string, string | undefined>,
  d3Format: string | null | undefined,
  currencyFormat?: Currency | null,
  key?: string,
): ValueFormatter {
  const custom = getCustomFormatter(
    buildCustomFormatters(metrics, currencyFormats, columnFormats, d3Format, currencyFormat),
    metrics,
    key,
  );
  if (custom) return custom;
  if (currencyFormat?.symbol) return getCurrencyFormatter(currencyFormat, d3Format);
  return getNumberFormatter(d3Format);
}

/** Percent axes: SMART_NUMBER (or nothing) becomes ',.2%'. */
export const getPercentFormatter = (format?: string | null): NumberFormatter =>
  getNumberFormatter(!format || format === NumberFormats.SMART_NUMBER ? NumberFormats.PERCENT : format);

/** The y-axis formatter: percent when forced, a shared currency when every metric has the same one. */
export function getYAxisFormatter(
  metrics: QueryFormMetric[],
  forcePercentFormatter: boolean,
  customFormatters: Record<string, ValueFormatter>,
  defaultFormatter: ValueFormatter | undefined,
  format?: string | null,
): ValueFormatter {
  if (forcePercentFormatter) return getPercentFormatter(format);
  const list = toArray(metrics);
  if (list.length > 0 && list.every(isSavedMetric)) {
    const all = list.map((metric) => customFormatters[metric]);
    const first = all[0];
    if (
      isCurrencyFormatter(first) &&
      all.every((f) => isCurrencyFormatter(f) && f.currency?.symbol === first.currency?.symbol)
    ) {
      return first;
    }
  }
  return defaultFormatter ?? getNumberFormatter();
}
