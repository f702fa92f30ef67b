import { NumberFormats } from './number-formats.ts';
import { getNumberFormatter } from './number-format-registry.ts';

// Superset's CurrencyFormatter (superset-ui-core/src/currency-format/CurrencyFormatter.ts): the number
// format without its own '$'/'%', and the ISO code's symbol before or after it, separated by a space.

/** A metric's currency as Superset stores it (`currency` on a saved metric, `currency_format` in form_data). */
export interface Currency {
  symbol: string;
  symbolPosition: 'prefix' | 'suffix' | string;
}

const symbols = new Map<string, string>();

/** 'USD' → '$', 'EUR' → '€' (en-US Intl names); an unknown code is shown as itself. */
export function getCurrencySymbol(currency: Pick<Currency, 'symbol'>): string {
  const code = currency.symbol;
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      symbol =
        new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
          .formatToParts(1)
          .find((part) => part.type === 'currency')?.value ?? code;
    } catch {
      symbol = code;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}

export interface CurrencyFormatter {
  (value: number | null | undefined): string;
  readonly id: string;
  readonly d3Format: string;
  readonly currency: Currency | null | undefined;
  format(value: number | null | undefined): string;
  hasValidCurrency(): boolean;
}

export function getCurrencyFormatter(
  currency: Currency | null | undefined,
  d3Format?: string | null,
): CurrencyFormatter {
  const format = d3Format || NumberFormats.SMART_NUMBER;
  const numberFormatter = getNumberFormatter(format.replace('$', '').replace('%', ''));
  const hasValidCurrency = (): boolean => Boolean(currency?.symbol);
  const formatValue = (value: number | null | undefined): string => {
    const formatted = numberFormatter(value);
    if (!currency?.symbol) return formatted;
    const symbol = getCurrencySymbol(currency);
    return currency.symbolPosition === 'prefix' ? `${symbol} ${formatted}` : `${formatted} ${symbol}`;
  };
  return Object.assign((value: number | null | undefined) => formatValue(value), {
    id: `${currency?.symbol ?? ''}:${format}`,
    d3Format: format,
    currency,
    format: formatValue,
    hasValidCurrency,
  });
}

export function isCurrencyFormatter(formatter: unknown): formatter is CurrencyFormatter {
  return typeof formatter === 'function' && 'currency' in formatter && 'hasValidCurrency' in formatter;
}
