import { NumberFormats } from './number-formats.ts';
import { createNumberFormatter, type NumberFormatter } from './number-formatter.ts';

// Superset's getOverMaxHiddenFormatter (plugin-chart-echarts/src/utils/series.ts), used by the gauge:
// axis labels above the control's max are hidden; without a max every value is shown.

export function getOverMaxHiddenFormatter(
  config: { max?: number | null; formatter?: (value: number) => string } = {},
): NumberFormatter {
  const { max, formatter } = config;
  const hideOverMax = typeof max === 'number';
  return createNumberFormatter({
    id: NumberFormats.OVER_MAX_HIDDEN,
    formatFunc: (value) => (hideOverMax && value > max ? '' : `${formatter?.(value) || value}`),
  });
}
