import { createDurationFormatter } from './duration-formatter.ts';
import { createMemoryFormatter } from './memory-formatter.ts';
import { NumberFormats } from './number-formats.ts';
import { createD3NumberFormatter, type NumberFormatter } from './number-formatter.ts';
import { createSmartNumberFormatter } from './smart-number-formatter.ts';

// Superset's number formatter registry (superset-ui-core/src/number-format/NumberFormatterRegistry.ts
// and its singleton) with the named formats and typo shims superset-frontend/src/setup/setupFormatters.ts
// registers at start-up: a saved chart's format id resolves here exactly as in Superset.

const formatters = new Map<string, NumberFormatter>();

/** Registers (or replaces) a named number format. */
export function registerNumberFormatter(id: string, formatter: NumberFormatter): void {
  formatters.set(id, formatter);
}

/**
 * The formatter for a format id: a named format (SMART_NUMBER, DURATION…) or a d3-format string.
 * Empty or missing ids give SMART_NUMBER, Superset's default.
 */
export function getNumberFormatter(format?: string | null): NumberFormatter {
  const id = (format === null || format === undefined || format === '' ? NumberFormats.SMART_NUMBER : format).trim();
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = createD3NumberFormatter({ formatString: id });
    formatters.set(id, formatter);
  }
  return formatter;
}

export function formatNumber(format: string | null | undefined, value: number | null | undefined): string {
  return getNumberFormatter(format)(value);
}

registerNumberFormatter(NumberFormats.SMART_NUMBER, createSmartNumberFormatter());
registerNumberFormatter(NumberFormats.SMART_NUMBER_SIGNED, createSmartNumberFormatter({ signed: true }));
registerNumberFormatter(NumberFormats.DURATION, createDurationFormatter({ id: NumberFormats.DURATION }));
registerNumberFormatter(
  NumberFormats.DURATION_SUB,
  createDurationFormatter({ id: NumberFormats.DURATION_SUB, formatSubMilliseconds: true }),
);
registerNumberFormatter(
  NumberFormats.DURATION_COL,
  createDurationFormatter({ id: NumberFormats.DURATION_COL, colonNotation: true }),
);
registerNumberFormatter(NumberFormats.MEMORY_DECIMAL, createMemoryFormatter({ binary: false }));
registerNumberFormatter(NumberFormats.MEMORY_BINARY, createMemoryFormatter({ binary: true }));
registerNumberFormatter(
  NumberFormats.MEMORY_TRANSFER_RATE_DECIMAL,
  createMemoryFormatter({ binary: false, transfer: true }),
);
registerNumberFormatter(
  NumberFormats.MEMORY_TRANSFER_RATE_BINARY,
  createMemoryFormatter({ binary: true, transfer: true }),
);

// Deprecated or mistyped format strings found in saved charts, mapped as Superset maps them.
const SHIMS: Record<string, string> = {
  ',0': ',.4~f',
  null: ',.4~f',
  '%': '.0%',
  '.': '.4~f',
  ',f': ',d',
  ',r': ',.4f',
  '0f': ',d',
  ',#': ',.4~f',
  '$,f': '$,d',
  '0%': '.0%',
  f: ',d',
  ',.': ',.4~f',
  '.1%f': '.1%',
  '1%': '.0%',
  '3%': '.0%',
  ',%': ',.0%',
  '.r': '.4~f',
  '$,.0': '$,d',
  '$,.1': '$,.1~f',
  ',0s': ',.4~f',
  '%%%': '.0%',
  ',0f': ',d',
  '+,%': '+,.0%',
  $f: '$,d',
  '+,': NumberFormats.INTEGER_SIGNED,
  ',2f': ',.4~f',
  ',g': ',.4~f',
  int: NumberFormats.INTEGER,
  '.0%f': '.1%',
  '$,0': '$,.4f',
  '$,0f': '$,.4f',
  '$,.f': '$,.4f',
};
for (const [id, target] of Object.entries(SHIMS)) registerNumberFormatter(id, getNumberFormatter(target));
