import { GenericDataType } from '../connectors/connector.ts';
import { pick, readAggregates } from './aggregates.ts';
import { groupRows } from './group-rows.ts';
import { columnsUnder, type LabeledColumn, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';

/**
 * Superset's aggregate: one row a distinct `groupby` tuple (sorted; rows with a missing key left
 * out), the groupby columns then one column an entry of `aggregates`; no groupby makes one row
 * over the whole frame (none for an empty frame).
 */
export function aggregate(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('aggregate', raw, ['groupby', 'aggregates']);
  const groupby = opts.strings('groupby') ?? [];
  requireColumns(opts, frame, 'groupby', groupby);
  const aggs = readAggregates(opts, frame, false);
  const sources = groupby.map((g) => columnsUnder(frame, g)[0]!);
  let keys: unknown[][];
  let rows: number[][];
  if (groupby.length) {
    const groups = groupRows(
      sources.map((s) => s.values),
      frame.rowCount,
    );
    keys = groups.keys;
    rows = groups.rows;
  } else {
    keys = frame.rowCount ? [[]] : [];
    rows = frame.rowCount ? [[...Array(frame.rowCount).keys()]] : [];
  }
  const columns: LabeledColumn[] = [
    ...groupby.map((name, i) => ({ key: [name], type: sources[i]!.type, values: keys.map((k) => k[i]) })),
    ...aggs.map((a) => ({ key: [a.name], type: a.type, values: rows.map((r) => a.reduce(pick(a.values, r))) })),
  ];
  return { index: null, levelNames: [null], levelTypes: [GenericDataType.STRING], columns, rowCount: keys.length };
}
