import { formatLocale, type FormatLocaleDefinition } from 'd3-format';

import { PREVIEW_VALUE } from './number-formats.ts';

export type NumberFormatFunction = (value: number) => string;

/**
 * A number formatter is a function (`formatter(1234)`) that also carries its id and label, as
 * Superset's NumberFormatter (superset-ui-core/src/number-format/NumberFormatter.ts).
 */
export interface NumberFormatter {
  (value: number | null | undefined): string;
  readonly id: string;
  readonly label: string;
  readonly description: string;
  /** True when the format string was not a valid d3 format (the output says so). */
  readonly isInvalid: boolean;
  format(value: number | null | undefined): string;
  /** `12345.432 => 12.3k`, as the format picker shows it. */
  preview(value?: number): string;
}

export interface NumberFormatterConfig {
  id: string;
  label?: string;
  description?: string;
  formatFunc: NumberFormatFunction;
  isInvalid?: boolean;
}

/** Superset's default d3 locale: US separators, `$` currency and the ASCII hyphen-minus for negatives. */
export const DEFAULT_D3_FORMAT: FormatLocaleDefinition = {
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
};

export const defaultNumberLocale = formatLocale(DEFAULT_D3_FORMAT);

/** Wraps a format function the way Superset does: null/undefined/NaN are echoed, ±Infinity is ∞. */
export function createNumberFormatter(config: NumberFormatterConfig): NumberFormatter {
  const { id, label = id, description = '', formatFunc, isInvalid = false } = config;
  const format = (value: number | null | undefined): string => {
    if (value === null || value === undefined || Number.isNaN(value)) return `${value}`;
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return formatFunc(value);
  };
  return Object.assign((value: number | null | undefined) => format(value), {
    id,
    label,
    description,
    isInvalid,
    format,
    preview: (value: number = PREVIEW_VALUE) => `${value} => ${format(value)}`,
  });
}

/**
 * A formatter for a d3-format string. An invalid string does not throw: the value is shown with
 * Superset's '(Invalid format: …)' note (superset-ui-core/src/number-format/factories/createD3NumberFormatter.ts).
 */
export function createD3NumberFormatter(config: {
  formatString: string;
  label?: string;
  description?: string;
  locale?: FormatLocaleDefinition;
}): NumberFormatter {
  const { formatString, label, description, locale } = config;
  let formatFunc: NumberFormatFunction;
  let isInvalid = false;
  try {
    formatFunc = (locale ? formatLocale(locale) : defaultNumberLocale).format(formatString);
  } catch {
    formatFunc = (value) => `${value} (Invalid format: ${formatString})`;
    isInvalid = true;
  }
  return createNumberFormatter({ id: formatString, label, description, formatFunc, isInvalid });
}
