import { GenericDataType } from '../query/query-types.ts';
import type { ChartDataResult, DataRecord, DataRecordValue } from '../query/query-types.ts';

// Series naming as Superset's plugin-chart-echarts does it (src/utils/series.ts:
// getColtypesMapping, formatSeriesName, extractGroupbyLabel).

export type ColtypeMapping = Record<string, GenericDataType>;

/** Column name → its generic type, from a chart-data answer's `colnames`/`coltypes`. */
export function getColtypesMapping({ colnames = [], coltypes = [] }: Partial<ChartDataResult>): ColtypeMapping {
  const mapping: ColtypeMapping = {};
  colnames.forEach((name, index) => {
    const type = coltypes[index];
    if (type !== undefined) mapping[name] = type;
  });
  return mapping;
}

/** One value as a series name: '<NULL>' for null, temporal values through the time formatter. */
export function formatSeriesName(
  name: DataRecordValue | undefined,
  { timeFormatter, coltype }: { timeFormatter?: (value: Date) => string; coltype?: GenericDataType } = {},
): string {
  if (name === undefined || name === null) return '<NULL>';
  if (typeof name === 'boolean' || typeof name === 'number') {
    if (typeof name === 'number' && coltype === GenericDataType.Temporal && timeFormatter) {
      return timeFormatter(new Date(name));
    }
    return String(name);
  }
  if (coltype === GenericDataType.Temporal && timeFormatter) {
    const parsed = new Date(name);
    if (!Number.isNaN(parsed.getTime())) return timeFormatter(parsed);
  }
  return name;
}

/** The label of a row: its groupby values joined with ', '. */
export function extractGroupbyLabel({
  datum,
  groupby,
  coltypeMapping = {},
  timeFormatter,
}: {
  datum: DataRecord;
  groupby: readonly string[];
  coltypeMapping?: ColtypeMapping;
  timeFormatter?: (value: Date) => string;
}): string {
  return groupby
    .map((column) => formatSeriesName(datum[column], { timeFormatter, coltype: coltypeMapping[column] }))
    .join(', ');
}
