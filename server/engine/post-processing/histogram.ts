import { GenericDataType } from '../connectors/connector.ts';
import { groupRows } from './group-rows.ts';
import { columnsUnder, takeRows, type LabeledColumn, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { extent, isMissing, pythonFloat, toNumber } from './values.ts';

/** numpy's histogram_bin_edges for equal-width bins. */
export function binEdges(xs: readonly number[], bins: number): number[] {
  let [lo, hi] = extent(xs)!;
  if (lo === hi) {
    lo -= 0.5;
    hi += 0.5;
  }
  const step = (hi - lo) / bins;
  const edges = Array.from({ length: bins + 1 }, (_, i) => i * step + lo);
  edges[bins] = hi;
  return edges;
}

/** numpy's histogram counts: bins closed on the left, the last also on the right. */
export function binCounts(xs: readonly number[], edges: readonly number[]): number[] {
  const bins = edges.length - 1;
  const first = edges[0]!;
  const last = edges[bins]!;
  const counts = new Array<number>(bins).fill(0);
  const norm = bins / (last - first);
  for (const x of xs) {
    if (x < first || x > last) continue;
    let i = Math.floor((x - first) * norm);
    if (i === bins) i--;
    if (x < edges[i]!) i--;
    else if (i !== bins - 1 && x >= edges[i + 1]!) i++;
    counts[i]!++;
  }
  return counts;
}

/**
 * Superset's histogram: the non-missing values of `column` in `bins` equal-width bins (1..1000,
 * default 5) spanning its range, one column a bin labelled "<lo> - <hi>" (Python floats), one
 * row a `groupby` group (or one row); counts, running totals with `cumulative`, and with
 * `normalize` divided by the sum of every cell of the result.
 */
export function histogram(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('histogram', raw, ['column', 'groupby', 'bins', 'cumulative', 'normalize']);
  const column = opts.requiredString('column');
  const groupby = opts.strings('groupby') ?? [];
  requireColumns(opts, frame, 'column', [column]);
  requireColumns(opts, frame, 'groupby', groupby);
  const binsRaw = opts.value('bins') ?? 5;
  if (typeof binsRaw !== 'number' || !Number.isInteger(binsRaw) || binsRaw < 1 || binsRaw > 1000) {
    throw opts.fail('bins', '`bins` must be an integer between 1 and 1000');
  }
  const cumulative = opts.bool('cumulative', false);
  const normalize = opts.bool('normalize', false);

  const source = columnsUnder(frame, column)[0]!;
  const kept = [...Array(frame.rowCount).keys()].filter((r) => !isMissing(source.values[r]));
  if (!kept.length) return takeRows(frame, []);
  const values = kept.map((r) => toNumber(source.values[r]));
  if (values.some((v) => v === null)) throw opts.fail('column', `Column '${column}' contains non-numeric values`);
  const xs = values as number[];
  const edges = binEdges(xs, binsRaw);
  const labels = edges.slice(0, -1).map((e, i) => `${pythonFloat(e)} - ${pythonFloat(edges[i + 1]!)}`);
  const hist = (sample: number[]) => {
    const counts = binCounts(sample, edges);
    if (cumulative) for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
    return counts;
  };
  const sources = groupby.map((g) => columnsUnder(frame, g)[0]!);
  const groups = groupby.length
    ? groupRows(
        sources.map((s) => kept.map((r) => s.values[r])),
        kept.length,
      )
    : { keys: [[]], rows: [[...kept.keys()]] };
  let table = groups.rows.map((rows) => hist(rows.map((i) => xs[i]!)));
  if (normalize) {
    const total = table.flat().reduce((a, b) => a + b, 0);
    table = table.map((row) => row.map((c) => c / total));
  }
  const columns: LabeledColumn[] = [
    ...groupby.map((name, i) => ({ key: [name], type: sources[i]!.type, values: groups.keys.map((k) => k[i]) })),
    ...labels.map((label, b) => ({ key: [label], type: GenericDataType.NUMERIC, values: table.map((row) => row[b]) })),
  ];
  return { index: null, levelNames: [null], levelTypes: [GenericDataType.STRING], columns, rowCount: table.length };
}
