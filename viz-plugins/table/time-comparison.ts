// The table's time comparison (Superset plugin-chart-table, comparison_type "values"): each metric
// becomes four columns under its name: Main (this period), # (the compared period), △ (the
// difference) and % (the relative difference).
import { getNumberFormatter, type DataRecord, type DataRecordValue } from '../../core/viz/index.ts';
import type { TableColumn, TableFormData } from './types.ts';

/** The offset the table compares with, when it shows comparison columns; else null. */
export function comparisonSuffix(formData: TableFormData): string | null {
  const extra = (formData.extra_form_data as { time_compare?: string } | undefined)?.time_compare;
  const shifts = (Array.isArray(formData.time_compare) ? formData.time_compare : [formData.time_compare]).filter(
    (s): s is string => typeof s === 'string' && s !== '',
  );
  if (formData.comparison_type !== 'values' || (shifts.length === 0 && !extra)) return null;
  if (extra) return extra;
  const first = shifts[0]!;
  if (first === 'custom') return (formData.start_date_offset as string | undefined) ?? null;
  return first;
}

/** Superset's calculateDifferences. */
export function differences(main: number, compared: number): { difference: number; percent: number } {
  const difference = main - compared;
  if (!main && !compared) return { difference, percent: 0 };
  if (!main || !compared) return { difference, percent: main ? 1 : -1 };
  return { difference, percent: (main - compared) / Math.abs(compared) };
}

const isComparable = (c: TableColumn, suffix: string) =>
  (c.isMetric || c.isPercentMetric) && c.isNumeric && !c.key.includes(suffix);

/** The comparison columns (metric columns expanded into four; compared-period columns dropped). */
export function comparisonColumns(columns: readonly TableColumn[], suffix: string): TableColumn[] {
  return columns.flatMap((c) => {
    if (c.key.includes(`__${suffix}`)) return [];
    if (!isComparable(c, suffix)) return [c];
    const percent = getNumberFormatter(c.config.d3NumberFormat || '.3%');
    const percentFormat = (v: DataRecordValue) => (typeof v === 'number' ? percent(v) : 'N/A');
    return [
      { ...c, key: `Main ${c.key}`, label: 'Main', group: c.label },
      { ...c, key: `# ${c.key}`, label: '#', group: c.label },
      { ...c, key: `△ ${c.key}`, label: '△', group: c.label },
      { ...c, key: `% ${c.key}`, label: '%', group: c.label, isPercentMetric: true, format: percentFormat },
    ];
  });
}

/** Rows with the four values of every compared metric. */
export function comparisonRows(
  data: readonly DataRecord[],
  columns: readonly TableColumn[],
  suffix: string,
): DataRecord[] {
  const compared = columns.filter((c) => isComparable(c, suffix));
  return data.map((row) => {
    const out: DataRecord = {};
    for (const [k, v] of Object.entries(row)) {
      if (!compared.some((c) => c.key === k) && !k.includes(`__${suffix}`)) out[k] = v;
    }
    for (const c of compared) {
      const main = Number(row[c.key] ?? 0) || 0;
      const other = Number(row[`${c.key}__${suffix}`] ?? 0) || 0;
      const { difference, percent } = differences(main, other);
      out[`Main ${c.key}`] = main;
      out[`# ${c.key}`] = other;
      out[`△ ${c.key}`] = difference;
      out[`% ${c.key}`] = percent;
    }
    return out;
  });
}
