import { describe, expect, it } from 'vitest';

import { NumberFormats } from './number-formats.ts';
import { formatNumber, getNumberFormatter } from './number-format-registry.ts';
import { getOverMaxHiddenFormatter } from './over-max-hidden-formatter.ts';

// Expected strings from superset-ui-core/test/number-format/ (createSmartNumberFormatter.test.ts,
// createD3NumberFormatter.test.ts, NumberFormatter.test.ts) and setupFormatters.ts' shims. Superset
// formats negatives with the ASCII hyphen-minus since its d3-format 3 upgrade.

describe('SMART_NUMBER (the default)', () => {
  const smart = getNumberFormatter();
  it('is the default for empty, null and undefined ids', () => {
    expect(getNumberFormatter('').id).toBe('SMART_NUMBER');
    expect(getNumberFormatter(null).id).toBe('SMART_NUMBER');
    expect(smart.id).toBe('SMART_NUMBER');
  });
  it('uses SI with 3 significant digits from 1,000, and B for billions', () => {
    expect(smart(1000)).toBe('1k');
    expect(smart(10001)).toBe('10k');
    expect(smart(10100)).toBe('10.1k');
    expect(smart(1234)).toBe('1.23k');
    expect(smart(1234567)).toBe('1.23M');
    expect(smart(111000000)).toBe('111M');
    expect(smart(1000000000)).toBe('1B');
    expect(smart(4560000000)).toBe('4.56B');
    expect(smart(1.5e12)).toBe('1.5T');
  });
  it('uses 2 decimals from 1 and 4 below 1', () => {
    expect(smart(0)).toBe('0');
    expect(smart(1)).toBe('1');
    expect(smart(10.23432)).toBe('10.23');
    expect(smart(274.2856)).toBe('274.29');
    expect(smart(999)).toBe('999');
    expect(smart(0.699)).toBe('0.699');
    expect(smart(0.002300001)).toBe('0.0023');
  });
  it('uses µ below 0.001 and SI below 0.000001', () => {
    expect(smart(0.0002300001)).toBe('230µ');
    expect(smart(0.000001)).toBe('1µ');
    expect(smart(0.0000001)).toBe('100n');
  });
  it('formats negatives with a hyphen-minus', () => {
    expect(smart(-1000000000)).toBe('-1B');
    expect(smart(-10100)).toBe('-10.1k');
    expect(smart(-274.2856)).toBe('-274.29');
    expect(smart(-0.000023)).toBe('-23µ');
  });
  it('echoes null, undefined and NaN and shows infinities as ∞', () => {
    expect(smart(null)).toBe('null');
    expect(smart(undefined)).toBe('undefined');
    expect(smart(Number.NaN)).toBe('NaN');
    expect(smart(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(smart(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });
  it('previews 12345.432', () => {
    expect(smart.preview()).toBe('12345.432 => 12.3k');
  });
});

describe('SMART_NUMBER_SIGNED', () => {
  it('adds + to positives only', () => {
    const signed = getNumberFormatter(NumberFormats.SMART_NUMBER_SIGNED);
    expect(signed(0)).toBe('0');
    expect(signed(4560000000)).toBe('+4.56B');
    expect(signed(10.23432)).toBe('+10.23');
    expect(signed(-10.23432)).toBe('-10.23');
  });
});

describe('d3 format strings', () => {
  it('formats with d3-format and the US locale', () => {
    expect(formatNumber(',d', 1234567)).toBe('1,234,567');
    expect(formatNumber(',d', -1234)).toBe('-1,234');
    expect(formatNumber(',.2f', -1234.5)).toBe('-1,234.50');
    expect(formatNumber('.1%', 0.1234)).toBe('12.3%');
    expect(formatNumber(NumberFormats.PERCENT, 0.5)).toBe('50.00%');
    expect(formatNumber('~g', 0.000123)).toBe('0.000123');
    expect(formatNumber('.3s', 1234567)).toBe('1.23M');
    expect(formatNumber(NumberFormats.DOLLAR, 1234.5)).toBe('$1,234.50');
    expect(formatNumber(NumberFormats.INTEGER_SIGNED, 42)).toBe('+42');
  });
  it('answers an invalid format with the value and an error note instead of throwing', () => {
    const formatter = getNumberFormatter('i-am-groot');
    expect(formatter.isInvalid).toBe(true);
    expect(formatter(12345.67)).toBe('12345.67 (Invalid format: i-am-groot)');
    expect(getNumberFormatter(',.2f').isInvalid).toBe(false);
  });
  it('trims ids and caches formatters by id', () => {
    expect(getNumberFormatter(' ,d ')).toBe(getNumberFormatter(',d'));
  });
  it("maps Superset's legacy format typos", () => {
    expect(formatNumber('+,', 1234)).toBe('+1,234');
    expect(formatNumber('%', 0.256)).toBe('26%');
    expect(formatNumber(',0', 1234.56789)).toBe('1,234.5679');
    expect(formatNumber('int', 1234.4)).toBe('1,234');
    expect(formatNumber('$,0', 3.5)).toBe('$3.5000');
  });
});

describe('memory formats', () => {
  it('uses decimal and binary units', () => {
    expect(formatNumber('MEMORY_DECIMAL', 0)).toBe('0B');
    expect(formatNumber('MEMORY_DECIMAL', 1500)).toBe('1.5kB');
    expect(formatNumber('MEMORY_BINARY', 1536)).toBe('1.5KiB');
    expect(formatNumber('MEMORY_TRANSFER_RATE_DECIMAL', -2000000)).toBe('-2MB/s');
  });
});

describe('getOverMaxHiddenFormatter (gauge axis labels)', () => {
  it('hides values above max and formats the rest', () => {
    const formatter = getOverMaxHiddenFormatter({ max: 100, formatter: getNumberFormatter(',d') });
    expect(formatter.id).toBe('OVER_MAX_HIDDEN');
    expect(formatter(1000)).toBe('');
    expect(formatter(100)).toBe('100');
    expect(getOverMaxHiddenFormatter({ max: 0 })(1)).toBe('');
    expect(getOverMaxHiddenFormatter()(12345)).toBe('12345');
  });
});
