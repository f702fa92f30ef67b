import { createNumberFormatter, type NumberFormatter } from './number-formatter.ts';

// Superset's MEMORY_* formats (superset-ui-core/src/number-format/factories/createMemoryFormatter.ts):
// bytes in decimal (kB, MB…) or binary (KiB, MiB…) units, '/s' for transfer rates.

const DECIMAL_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB', 'RB', 'QB'];
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

export function createMemoryFormatter(
  config: { binary?: boolean; decimals?: number; transfer?: boolean; id?: string; label?: string } = {},
): NumberFormatter {
  const { binary = false, decimals = 2, transfer = false, id, label } = config;
  const units = binary ? BINARY_UNITS : DECIMAL_UNITS;
  const base = binary ? 1024 : 1000;
  return createNumberFormatter({
    id: id ?? 'memory_format',
    label: label ?? 'Memory formatter',
    formatFunc: (value) => {
      let text = '0B';
      if (value !== 0) {
        const abs = Math.abs(value);
        // Below one byte Superset indexes a unit that does not exist; bytes are the floor here.
        const i = Math.max(0, Math.min(units.length - 1, Math.floor(Math.log(abs) / Math.log(base))));
        text = `${value < 0 ? '-' : ''}${Number.parseFloat((abs / base ** i).toFixed(decimals))}${units[i]}`;
      }
      return transfer ? `${text}/s` : text;
    },
  });
}
