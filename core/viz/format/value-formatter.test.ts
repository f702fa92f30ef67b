import { describe, expect, it } from 'vitest';

import { getCurrencyFormatter, getCurrencySymbol } from './currency-formatter.ts';
import { buildCustomFormatters, getValueFormatter, getYAxisFormatter } from './value-formatter.ts';

// Behaviour of superset-ui-core/src/currency-format/CurrencyFormatter.ts and the echarts plugin's
// getValueFormatter/getYAxisFormatter (plugin-chart-echarts/src/utils/formatters.ts).

describe('getCurrencyFormatter', () => {
  it('puts the ISO code’s symbol before or after the number, with a space', () => {
    expect(getCurrencyFormatter({ symbol: 'USD', symbolPosition: 'prefix' }, ',.2f')(1234.5)).toBe('$ 1,234.50');
    expect(getCurrencyFormatter({ symbol: 'EUR', symbolPosition: 'suffix' }, ',.2f')(-1234.5)).toBe('-1,234.50 €');
  });
  it('drops the format’s own $ and %, and defaults to SMART_NUMBER', () => {
    expect(getCurrencyFormatter({ symbol: 'GBP', symbolPosition: 'prefix' }, '$,.1f')(1000)).toBe('£ 1,000.0');
    expect(getCurrencyFormatter({ symbol: 'USD', symbolPosition: 'prefix' })(1234567)).toBe('$ 1.23M');
  });
  it('formats as a plain number without a currency', () => {
    const formatter = getCurrencyFormatter(null, ',d');
    expect(formatter.hasValidCurrency()).toBe(false);
    expect(formatter(1234)).toBe('1,234');
  });
  it('shows an unknown code as itself', () => {
    expect(getCurrencySymbol({ symbol: 'NOT-A-CODE' })).toBe('NOT-A-CODE');
    expect(getCurrencySymbol({ symbol: 'JPY' })).toBe('¥');
  });
});

describe('getValueFormatter', () => {
  const currencyFormats = { revenue: { symbol: 'EUR', symbolPosition: 'suffix' } };
  const columnFormats = { revenue: ',.1f', count: ',d' };

  it('uses a single saved metric’s currency and column format when the chart sets no format', () => {
    expect(getValueFormatter('revenue', currencyFormats, columnFormats, undefined)(1234.56)).toBe('1,234.6 €');
    expect(getValueFormatter(['count'], currencyFormats, columnFormats, undefined)(1234.56)).toBe('1,235');
  });
  it('lets the chart’s d3 format and currency format win', () => {
    expect(getValueFormatter('revenue', currencyFormats, columnFormats, ',.2f')(1234.5)).toBe('1,234.50 €');
    const usd = { symbol: 'USD', symbolPosition: 'prefix' };
    expect(getValueFormatter('count', {}, columnFormats, ',d', usd)(1234)).toBe('$ 1,234');
  });
  it('uses the chart format for adhoc metrics and several metrics without a key', () => {
    const adhoc = { expressionType: 'SQL' as const, sqlExpression: 'SUM(x)', label: 'SUM(x)' };
    expect(getValueFormatter(adhoc, currencyFormats, columnFormats, '.1%')(0.5)).toBe('50.0%');
    expect(getValueFormatter(['revenue', 'count'], currencyFormats, columnFormats, undefined)(1234)).toBe('1.23k');
    expect(getValueFormatter(['revenue', 'count'], currencyFormats, columnFormats, undefined, null, 'revenue')(1)).toBe(
      '1.0 €',
    );
  });
});

describe('getYAxisFormatter', () => {
  const usd = { symbol: 'USD', symbolPosition: 'prefix' };
  it('forces percent (SMART_NUMBER becomes ,.2%)', () => {
    expect(getYAxisFormatter(['a'], true, {}, undefined, 'SMART_NUMBER')(0.25)).toBe('25.00%');
  });
  it('uses the shared currency when every metric has the same one', () => {
    const custom = buildCustomFormatters(['a', 'b'], { a: usd, b: usd }, {}, undefined);
    expect(getYAxisFormatter(['a', 'b'], false, custom, undefined)(2000)).toBe('$ 2k');
    const mixed = buildCustomFormatters(
      ['a', 'b'],
      { a: usd, b: { symbol: 'EUR', symbolPosition: 'prefix' } },
      {},
      ',d',
    );
    expect(getYAxisFormatter(['a', 'b'], false, mixed, undefined)(2000)).toBe('2k');
  });
});
