import { NumberFormats } from './number-formats.ts';
import { createNumberFormatter, defaultNumberLocale, type NumberFormatter } from './number-formatter.ts';

// Superset's adaptive formatter (superset-ui-core/src/number-format/factories/createSmartNumberFormatter.ts):
// SI with 3 significant digits from 1,000 up (billions as B, not G), 2 decimals from 1, 4 below 1,
// micro (µ) below 0.001, SI again below 0.000001.

const si = defaultNumberLocale.format('.3~s');
const float2 = defaultNumberLocale.format('.2~f');
const float4 = defaultNumberLocale.format('.4~f');

function formatSmart(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1000) return si(value).replace('G', 'B');
  if (abs >= 1) return float2(value);
  if (abs >= 0.001) return float4(value);
  if (abs > 0.000001) return `${si(value * 1000000)}µ`;
  return si(value);
}

export function createSmartNumberFormatter(
  config: { signed?: boolean; id?: string; label?: string; description?: string } = {},
): NumberFormatter {
  const { signed = false, id, label, description } = config;
  return createNumberFormatter({
    id: id ?? (signed ? NumberFormats.SMART_NUMBER_SIGNED : NumberFormats.SMART_NUMBER),
    label: label ?? 'Adaptive formatter',
    description,
    formatFunc: (value) => `${signed && value > 0 ? '+' : ''}${formatSmart(value)}`,
  });
}
