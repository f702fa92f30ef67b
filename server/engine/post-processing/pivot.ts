import { GenericDataType } from '../connectors/connector.ts';
import { pick, readAggregates, type AggregateSpec } from './aggregates.ts';
import { compareTuples, groupRows } from './group-rows.ts';
import { columnsUnder, type IndexLevel, type Label, type LabeledColumn, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { compareLabels, isMissing, tupleKey } from './values.ts';

const OPTIONS = [
  'index',
  'columns',
  'aggregates',
  'metric_fill_value',
  'column_fill_value',
  'drop_missing_columns',
  'combine_value_with_metric',
  'marginal_distributions',
  'marginal_distribution_name',
];

/** Combines per-level ranks into one number (mixed radix), so sorted numbers are sorted tuples. */
function mixedRadix(codes: readonly number[], radix: readonly number[]): number {
  let out = 0;
  for (let i = 0; i < codes.length; i++) out = out * radix[i]! + codes[i]!;
  return out;
}

/** The distinct codes used, sorted, with their positions. */
function axis(used: Iterable<number>): { codes: number[]; pos: Map<number, number> } {
  const codes = [...new Set(used)].sort((a, b) => a - b);
  return { codes, pos: new Map(codes.map((c, i) => [c, i])) };
}

function decode(code: number, radix: readonly number[]): number[] {
  const out = new Array<number>(radix.length);
  for (let i = radix.length - 1; i >= 0; i--) {
    out[i] = code % radix[i]!;
    code = Math.floor(code / radix[i]!);
  }
  return out;
}

/**
 * Superset's pivot (pandas pivot_table): rows by `index`, one column per metric and combination
 * of `columns` values, labels [metric, ...values] on several levels until flatten joins them.
 * Metrics are labelled by their source column and sorted, as pandas sorts the columns.
 */
export function pivot(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('pivot', raw, OPTIONS);
  const index = opts.strings('index');
  if (!index?.length) throw opts.fail('index', 'is required: Pivot operation requires at least one index');
  const columns = opts.strings('columns') ?? [];
  requireColumns(opts, frame, 'index', index);
  requireColumns(opts, frame, 'columns', columns);
  const aggs = readAggregates(opts, frame, true);
  const fill = opts.value('metric_fill_value') ?? null;
  if (fill !== null && typeof fill !== 'number' && typeof fill !== 'string')
    throw opts.fail('metric_fill_value', 'must be a number');
  const columnFill = opts.value('column_fill_value') === null ? null : (opts.string('column_fill_value') ?? '<NULL>');
  const dropna = opts.bool('drop_missing_columns', true);
  const combine = opts.bool('combine_value_with_metric', false);
  const margins = opts.bool('marginal_distributions', false);
  const marginName = opts.string('marginal_distribution_name') ?? 'All';

  // pandas keys the aggregate functions by source column: the later of two on one column wins.
  const byColumn = new Map<string, AggregateSpec>();
  for (const a of aggs) byColumn.set(a.column, a);
  const metrics = [...byColumn.values()].sort((a, b) => compareLabels(a.column, b.column));

  const n = frame.rowCount;
  const indexSources = index.map((name) => columnsUnder(frame, name)[0]!);
  const columnSources = columns.map((name) => columnsUnder(frame, name)[0]!);
  const columnValues = columnSources.map((c) =>
    columnFill ? c.values.map((v) => (isMissing(v) ? columnFill : v)) : c.values,
  );
  const groups = groupRows([...indexSources.map((c) => c.values), ...columnValues], n, !dropna);

  const width = index.length;
  const rowRadix = groups.uniques.slice(0, width).map((u) => Math.max(1, u.length));
  const colRadix = groups.uniques.slice(width).map((u) => Math.max(1, u.length));
  const cells: { row: number; col: number; values: unknown[] }[] = [];
  groups.codes.forEach((codes, g) => {
    const values = metrics.map((m) => m.reduce(pick(m.values, groups.rows[g]!)));
    if (dropna && values.every(isMissing)) return;
    cells.push({
      row: mixedRadix(codes.slice(0, width), rowRadix),
      col: mixedRadix(codes.slice(width), colRadix),
      values,
    });
  });
  const rowCodes = cells.map((c) => c.row);
  if (!dropna && width > 1) {
    // pandas reindexes a multi-level index to the product of its levels
    const total = rowRadix.reduce((a, b) => a * b, 1);
    if (total > 1_000_000)
      throw opts.error(
        'drop_missing_columns false would make more than 1000000 rows (the product of the index values)',
      );
    for (let c = 0; c < total; c++) rowCodes.push(c);
  }
  const rows = axis(rowCodes);
  const cols = axis(cells.map((c) => c.col));
  const rowCount = rows.codes.length;
  const grid = metrics.map(() => cols.codes.map(() => new Array<unknown>(rowCount).fill(null)));
  for (const c of cells) {
    const r = rows.pos.get(c.row)!;
    const k = cols.pos.get(c.col)!;
    metrics.forEach((_, m) => (grid[m]![k]![r] = c.values[m]));
  }
  const colTuples = cols.codes.map((code) =>
    decode(code, colRadix).map((k, l) => groups.uniques[width + l]![k] as Label),
  );
  const rowTuples = rows.codes.map((code) => decode(code, rowRadix).map((k, l) => groups.uniques[l]![k]));
  const out: LabeledColumn[] = [];
  metrics.forEach((m, mi) => {
    colTuples.forEach((t, k) => out.push({ key: [m.column, ...t], type: m.type, values: grid[mi]![k]! }));
  });

  const indexLevels: IndexLevel[] = index.map((name, l) => ({
    name,
    type: indexSources[l]!.type,
    values: rowTuples.map((t) => t[l]),
  }));
  let result: LabeledFrame = {
    index: indexLevels,
    levelNames: [null, ...columns],
    levelTypes: [GenericDataType.STRING, ...columnSources.map((c) => c.type)],
    columns: out,
    rowCount,
  };
  if (fill !== null) for (const c of result.columns) c.values = c.values.map((v) => (isMissing(v) ? fill : v));
  if (margins)
    result = addMargins(opts, result, { frame, metrics, indexSources, columnValues, dropna, name: marginName });
  if (dropna) result = { ...result, columns: result.columns.filter((c) => !c.values.every(isMissing)) };
  if (combine) result = combineValueWithMetric(result);
  return result;
}

/** pandas' `df.stack(0).unstack()`: the metric becomes the innermost column level. */
function combineValueWithMetric(frame: LabeledFrame): LabeledFrame {
  const columns = frame.columns
    .map((c) => ({ ...c, key: [...c.key.slice(1), c.key[0]!] }))
    .sort((a, b) => compareTuples(a.key, b.key));
  return {
    ...frame,
    levelNames: [...frame.levelNames.slice(1), frame.levelNames[0]!],
    levelTypes: [...frame.levelTypes.slice(1), frame.levelTypes[0]!],
    columns,
  };
}

interface MarginInput {
  frame: LabeledFrame;
  metrics: AggregateSpec[];
  indexSources: { values: unknown[] }[];
  columnValues: unknown[][];
  dropna: boolean;
  name: string;
}

/** pandas' margins: an "All" column after each metric's columns and an "All" row at the end. */
function addMargins(opts: Options, table: LabeledFrame, input: MarginInput): LabeledFrame {
  const { metrics, indexSources, columnValues, name } = input;
  const levels = table.index!;
  if (levels.some((l) => l.values.includes(name)))
    throw opts.fail('marginal_distribution_name', `Conflicting name "${name}" in margins`);
  const keyCols = [...indexSources.map((c) => c.values), ...columnValues];
  const all: number[] = [];
  for (let r = 0; r < input.frame.rowCount; r++) {
    if (input.dropna && (keyCols.some((c) => isMissing(c[r])) || metrics.some((m) => isMissing(m.values[r])))) continue;
    all.push(r);
  }
  const rowTuples = table.index![0]!.values.map((_, r) => levels.map((l) => l.values[r]));
  const depth = table.levelNames.length;
  const pad = (first: Label): Label[] => [first, ...new Array<Label>(Math.max(0, depth - 2)).fill('')];
  const grand = new Map(metrics.map((m) => [m.column, m.reduce(pick(m.values, all))]));
  const marginRowKey = [name, ...new Array<unknown>(levels.length - 1).fill('')];

  let columns: LabeledColumn[];
  const rowMargin = new Map<LabeledColumn, unknown>();
  if (columnValues.length) {
    const byRow = groupRows(
      indexSources.map((c) => pick(c.values, all)),
      all.length,
      !input.dropna,
    );
    const byCol = groupRows(
      columnValues.map((c) => pick(c, all)),
      all.length,
      !input.dropna,
    );
    const rowGroup = new Map(byRow.keys.map((k, g) => [tupleKey(k), g]));
    const colGroup = new Map(byCol.keys.map((k, g) => [tupleKey(k), g]));
    columns = [];
    for (const m of metrics) {
      const own = table.columns.filter((c) => c.key[0] === m.column);
      for (const c of own) {
        const g = colGroup.get(tupleKey(c.key.slice(1))) ?? -1;
        rowMargin.set(
          c,
          g < 0
            ? null
            : m.reduce(
                pick(
                  m.values,
                  byCol.rows[g]!.map((i) => all[i]!),
                ),
              ),
        );
      }
      const values = rowTuples.map((t) => {
        const g = rowGroup.get(tupleKey(t)) ?? -1;
        return g < 0
          ? null
          : m.reduce(
              pick(
                m.values,
                byRow.rows[g]!.map((i) => all[i]!),
              ),
            );
      });
      const marginCol: LabeledColumn = { key: [m.column, ...pad(name)], type: m.type, values };
      rowMargin.set(marginCol, grand.get(m.column));
      columns.push(...own, marginCol);
    }
  } else {
    columns = table.columns;
    for (const c of columns) rowMargin.set(c, grand.get(c.key[0] as string));
  }
  return {
    ...table,
    index: levels.map((l, i) => ({ ...l, values: [...l.values, marginRowKey[i]] })),
    columns: columns.map((c) => ({ ...c, values: [...c.values, rowMargin.get(c) ?? null] })),
    rowCount: table.rowCount + 1,
  };
}
