import { createNumberFormatter, type NumberFormatter } from './number-formatter.ts';

// Superset's DURATION, DURATION_SUB and DURATION_COL formats
// (superset-ui-core/src/number-format/factories/createDurationFormatter.ts, registered in
// superset-frontend/src/setup/setupFormatters.ts) were built on pretty-ms. This is a small equivalent
// of the pretty-ms options they use: '1m 30s', '1.3s', '500ms', '100ms 400µs 80ns', '1:35.5'.

export interface DurationOptions {
  /** Seconds are shown with this many decimals (floored), 1 by default as pretty-ms. */
  secondsDecimalDigits?: number;
  /** Show ms, µs and ns as separate units. */
  formatSubMilliseconds?: boolean;
  /** `5:01` style, as a digital clock. */
  colonNotation?: boolean;
}

interface Parts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
  microseconds: number;
  nanoseconds: number;
}

function parseMilliseconds(ms: number): Parts {
  const nanos = Math.round(ms * 1e6);
  return {
    days: Math.trunc(ms / 86400000),
    hours: Math.trunc(ms / 3600000) % 24,
    minutes: Math.trunc(ms / 60000) % 60,
    seconds: Math.trunc(ms / 1000) % 60,
    milliseconds: Math.trunc(ms) % 1000,
    microseconds: Math.trunc(nanos / 1000) % 1000,
    nanoseconds: nanos % 1000,
  };
}

/** Floors to `digits` decimals (with pretty-ms' epsilon so 1.3 stays 1.3), as a string. */
function floorDecimals(value: number, digits: number): string {
  const factor = 10 ** digits;
  return (Math.round(Math.floor(value * factor + 0.0000001)) / factor).toFixed(digits);
}

export function formatDuration(milliseconds: number, options: DurationOptions = {}): string {
  const colon = options.colonNotation === true;
  const subMs = !colon && options.formatSubMilliseconds === true;
  const sign = milliseconds < 0 ? '-' : '';
  const ms = Math.abs(milliseconds);
  const result: string[] = [];

  const add = (value: number, unit: string, text?: string): void => {
    if ((result.length === 0 || !colon) && value === 0 && !(colon && unit === 'm')) return;
    let valueText = text ?? String(value);
    if (colon) {
      const whole = valueText.includes('.') ? valueText.split('.')[0]!.length : valueText.length;
      const minLength = result.length > 0 ? 2 : 1;
      valueText = `${result.length > 0 ? ':' : ''}${'0'.repeat(Math.max(0, minLength - whole))}${valueText}`;
    } else {
      valueText += unit;
    }
    result.push(valueText);
  };

  const parts = parseMilliseconds(ms);
  add(Math.trunc(parts.days / 365), 'y');
  add(parts.days % 365, 'd');
  add(parts.hours, 'h');
  add(parts.minutes, 'm');
  if (subMs || (!colon && ms < 1000)) {
    add(parts.seconds, 's');
    if (subMs) {
      add(parts.milliseconds, 'ms');
      add(parts.microseconds, 'µs');
      add(parts.nanoseconds, 'ns');
    } else {
      const below = parts.milliseconds + parts.microseconds / 1000 + parts.nanoseconds / 1e6;
      const rounded = below >= 1 ? Math.round(below) : Math.ceil(below);
      add(rounded, 'ms');
    }
  } else {
    const seconds = (ms / 1000) % 60;
    const fixed = floorDecimals(seconds, options.secondsDecimalDigits ?? 1);
    const text = fixed.replace(/\.0+$/, '');
    add(Number.parseFloat(text), 's', text);
  }
  if (result.length === 0) return '0ms';
  return sign + result.join(colon ? '' : ' ');
}

export function createDurationFormatter(
  config: DurationOptions & { id?: string; label?: string; description?: string; multiplier?: number } = {},
): NumberFormatter {
  const { id, label, description, multiplier = 1, ...options } = config;
  return createNumberFormatter({
    id: id ?? 'duration_format',
    label: label ?? 'Duration formatter',
    description,
    formatFunc: (value) => formatDuration(value * multiplier, options),
  });
}
