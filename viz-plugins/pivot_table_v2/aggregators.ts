// The pivot table's client-side aggregate functions, named as Superset's pivot table names them
// (plugin-chart-pivot-table, its react-pivottable fork's aggregatorTemplates).
import type { DataRecordValue } from '../../core/viz/index.ts';

export interface Aggregator {
  push(value: DataRecordValue): void;
  value(): number | string | null;
}

export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** What a fraction aggregate divides by. */
export type FractionOf = 'total' | 'row' | 'col';

export function fractionOf(name: string): FractionOf | null {
  if (name.endsWith('Fraction of Total')) return 'total';
  if (name.endsWith('Fraction of Rows')) return 'row';
  if (name.endsWith('Fraction of Columns')) return 'col';
  return null;
}

const num = (v: DataRecordValue): number => (typeof v === 'number' ? v : v === null || v === '' ? NaN : Number(v));

/** Natural order: numbers before strings, numbers by value, strings by locale (react-pivottable naturalSort, simplified). */
export function naturalCompare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  const na = typeof a === 'number' ? a : Number(a);
  const nb = typeof b === 'number' ? b : Number(b);
  const aNum = !Number.isNaN(na) && String(a).trim() !== '';
  const bNum = !Number.isNaN(nb) && String(b).trim() !== '';
  if (aNum && bNum) return na - nb;
  if (aNum) return -1;
  if (bNum) return 1;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function numbers(): { values: number[]; push(v: DataRecordValue): void } {
  const values: number[] = [];
  return {
    values,
    push(v) {
      const x = num(v);
      if (!Number.isNaN(x)) values.push(x);
    },
  };
}

const sampleVariance = (xs: number[]): number | null => {
  if (xs.length < 2) return null;
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  return xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (xs.length - 1);
};

const median = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A fresh aggregator of the named function (fractions aggregate their numerator: sum or count). */
export function createAggregator(name: string): Aggregator {
  switch (name) {
    case 'Count':
    case 'Count as Fraction of Total':
    case 'Count as Fraction of Rows':
    case 'Count as Fraction of Columns': {
      let n = 0;
      return { push: () => void n++, value: () => n };
    }
    case 'Count Unique Values':
    case 'List Unique Values': {
      const seen = new Set<string>();
      return {
        push: (v) => void seen.add(String(v)),
        value: () => (name === 'Count Unique Values' ? seen.size : [...seen].sort(naturalCompare).join(', ')),
      };
    }
    case 'Average': {
      const a = numbers();
      return {
        push: a.push,
        value: () => (a.values.length ? a.values.reduce((s, x) => s + x, 0) / a.values.length : null),
      };
    }
    case 'Median': {
      const a = numbers();
      return { push: a.push, value: () => median(a.values) };
    }
    case 'Sample Variance': {
      const a = numbers();
      return { push: a.push, value: () => sampleVariance(a.values) };
    }
    case 'Sample Standard Deviation': {
      const a = numbers();
      return {
        push: a.push,
        value: () => {
          const v = sampleVariance(a.values);
          return v === null ? null : Math.sqrt(v);
        },
      };
    }
    case 'Minimum':
    case 'Maximum': {
      let best: number | null = null;
      const max = name === 'Maximum';
      return {
        push: (v) => {
          const x = num(v);
          if (Number.isNaN(x)) return;
          if (best === null || (max ? x > best : x < best)) best = x;
        },
        value: () => best,
      };
    }
    case 'First':
    case 'Last': {
      let best: DataRecordValue | undefined;
      const last = name === 'Last';
      return {
        push: (v) => {
          if (best === undefined || (last ? naturalCompare(v, best) > 0 : naturalCompare(v, best) < 0)) best = v;
        },
        value: () => (best === undefined ? null : typeof best === 'boolean' ? String(best) : best),
      };
    }
    default: {
      // 'Sum' and the sum fractions; unknown names fall back to Sum as Superset's default.
      let sum = 0;
      let any = false;
      return {
        push: (v) => {
          const x = num(v);
          if (!Number.isNaN(x)) {
            sum += x;
            any = true;
          }
        },
        value: () => (any ? sum : null),
      };
    }
  }
}
