import type { CompileDataset, CompileDatasetColumn, CompileDatasetMetric, Dialect } from './compile-dataset.ts';
import { dialectSpec, type DialectSpec } from './dialects.ts';
import type { SqlSafetyOptions } from './sql-safety.ts';

/** What every part of the compiler reads: the dataset by name, the dialect, the safety options. */
export interface CompileContext {
  ds: CompileDataset;
  dialect: Dialect;
  spec: DialectSpec;
  columnsByName: Map<string, CompileDatasetColumn>;
  metricsByName: Map<string, CompileDatasetMetric>;
  safety: SqlSafetyOptions;
}

export function createCompileContext(
  ds: CompileDataset,
  dialect: Dialect,
  safety: SqlSafetyOptions = {},
): CompileContext {
  return {
    ds,
    dialect,
    spec: dialectSpec(dialect),
    columnsByName: new Map(ds.columns.map((c) => [c.column_name, c])),
    metricsByName: new Map(ds.metrics.map((m) => [m.metric_name, m])),
    safety,
  };
}
