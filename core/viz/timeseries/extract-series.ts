// Turns the pivoted, flattened chart-data rows of a time series (one x column, one column per
// series) into per-series point lists, as Superset's utils/series.ts extractSeries does.
import type { DataRecord, DataRecordValue } from '../query/query-types.ts';

export type SeriesSort = 'name' | 'min' | 'max' | 'sum' | 'avg';

export interface RawSeries {
  /** The answer's column name: the series name, e.g. `CA`, `sum__num, CA`, `sum__num__1 year ago`. */
  name: string;
  /** `[x, y]` pairs in row order (`[y, x]` when horizontal). */
  data: [DataRecordValue, number | null][];
}

export interface ExtractSeriesOptions {
  xAxis: string;
  /** Columns that are not series (extra metrics used only for sorting). */
  exclude?: readonly string[];
  /** Stacked charts fill holes with this value so stacks do not break. */
  fillNeighborValue?: number;
  /** Divide each value by its row's total (stack type Expand / row contribution). */
  percent?: boolean;
  isHorizontal?: boolean;
  sortSeriesType?: SeriesSort;
  sortSeriesAscending?: boolean;
}

const toNumber = (value: DataRecordValue | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : value === null || value === undefined
      ? null
      : Number(value);

function seriesStat(values: (number | null)[], kind: SeriesSort): number {
  const present = values.filter((value): value is number => value !== null && !Number.isNaN(value));
  if (present.length === 0) return 0;
  if (kind === 'min') return Math.min(...present);
  if (kind === 'max') return Math.max(...present);
  const sum = present.reduce((total, value) => total + value, 0);
  return kind === 'avg' ? sum / present.length : sum;
}

/** The series column names of the answer, sorted as the sort_series_* controls ask. */
export function extractSeries(rows: readonly DataRecord[], colnames: readonly string[], options: ExtractSeriesOptions) {
  const { xAxis, exclude = [], fillNeighborValue, percent, isHorizontal } = options;
  const names = colnames.filter((name) => name !== xAxis && !exclude.includes(name));
  const totals = rows.map((row) => names.reduce((total, name) => total + (toNumber(row[name]) ?? 0), 0));
  const series: RawSeries[] = names.map((name) => ({
    name,
    data: rows.map((row, index) => {
      let value = toNumber(row[name]);
      if (value === null && fillNeighborValue !== undefined) value = fillNeighborValue;
      if (percent && value !== null) value = totals[index] ? value / totals[index] : 0;
      const x = row[xAxis] ?? null;
      return (isHorizontal ? [value, x] : [x, value]) as [DataRecordValue, number | null];
    }),
  }));
  const sortType = options.sortSeriesType;
  if (sortType) {
    const direction = options.sortSeriesAscending ? 1 : -1;
    const valueIndex = isHorizontal ? 0 : 1;
    const keyed = series.map((entry) => ({
      entry,
      key:
        sortType === 'name'
          ? entry.name
          : seriesStat(
              entry.data.map((point) => point[valueIndex] as number | null),
              sortType,
            ),
    }));
    keyed.sort((a, b) =>
      typeof a.key === 'string' ? direction * a.key.localeCompare(String(b.key)) : direction * (a.key - Number(b.key)),
    );
    return { series: keyed.map(({ entry }) => entry), totals };
  }
  return { series, totals };
}
