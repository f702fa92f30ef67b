import type { DataRecord, DataRecordValue } from '../query/query-types.ts';

// Superset's plugin-chart-echarts/src/utils/treeBuilder.ts: rows grouped level by level into a
// tree whose node values are the sums of their rows (sunburst, treemap, partition).

export interface TreeNode {
  name: DataRecordValue;
  /** The column this level groups by. */
  groupBy: string;
  value: number;
  secondaryValue: number;
  children?: TreeNode[];
}

const sumOf = (rows: readonly DataRecord[], metric: string | undefined): number =>
  metric ? rows.reduce((sum, row) => sum + (Number(row[metric]) || 0), 0) : 0;

export function treeBuilder(
  data: readonly DataRecord[],
  levels: readonly string[],
  metric: string,
  secondaryMetric?: string,
): TreeNode[] {
  const [level, ...rest] = levels;
  if (level === undefined) return [];
  const groups = new Map<DataRecordValue, DataRecord[]>();
  for (const row of data) {
    const key = row[level] ?? null;
    const rows = groups.get(key);
    if (rows) rows.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.entries()].map(([name, rows]) => {
    const node: TreeNode = {
      name,
      groupBy: level,
      value: sumOf(rows, metric),
      secondaryValue: sumOf(rows, secondaryMetric ?? metric),
    };
    if (rest.length) node.children = treeBuilder(rows, rest, metric, secondaryMetric);
    return node;
  });
}
