import { GenericDataType } from '../connectors/connector.ts';
import { columnsUnder, labelEquals, type Label, type LabeledColumn, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { pairwiseSum } from './summation.ts';
import { finite, toNumber } from './values.ts';

function setColumn(columns: LabeledColumn[], key: Label[], values: unknown[]): void {
  const at = columns.findIndex((c) => c.key.length === key.length && c.key.every((l, i) => labelEquals(l, key[i]!)));
  const column = { key, type: GenericDataType.NUMERIC, values };
  if (at >= 0) columns[at] = column;
  else columns.push(column);
}

/**
 * Superset's contribution: each numeric cell as a share of its column's total (orientation
 * `column`, the default; missing cells count as 0, or of `contribution_totals` when given) or of
 * its row's total (orientation `row`, summed separately for the columns of each time shift, i.e.
 * labels ending `__<shift>`). Results go to `rename_columns` (default: in place).
 */
export function contribution(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('contribution', raw, [
    'orientation',
    'columns',
    'rename_columns',
    'time_shifts',
    'contribution_totals',
  ]);
  const orientation = opts.oneOf('orientation', ['row', 'column'], 'column');
  const selected = opts.strings('columns');
  requireColumns(opts, frame, 'columns', selected);
  const timeShifts = opts.strings('time_shifts') ?? [];
  const totals = opts.object('contribution_totals');
  const numeric = frame.columns.filter((c) => c.type === GenericDataType.NUMERIC);
  let actual: LabeledColumn[] = numeric;
  if (selected?.length) {
    actual = [];
    for (const name of selected) {
      const under = columnsUnder(frame, name).filter((c) => c.type === GenericDataType.NUMERIC);
      if (!under.length)
        throw opts.fail('columns', `Column "${name}" is not numeric or does not exists in the query results.`);
      actual.push(...under);
    }
  }
  const renameRaw = opts.strings('rename_columns');
  const targets: Label[][] = renameRaw?.length ? renameRaw.map((r) => [r]) : actual.map((c) => c.key);
  if (targets.length !== actual.length) {
    throw opts.fail(
      'rename_columns',
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
    );
  }
  const depth = frame.levelNames.length;
  const pad = (key: Label[]): Label[] =>
    key.length < depth ? [...key, ...new Array<Label>(depth - key.length).fill('')] : key;
  const columns = [...frame.columns];
  const n = frame.rowCount;

  if (orientation === 'column') {
    actual.forEach((col, i) => {
      const xs = col.values.map((v) => toNumber(v) ?? 0);
      const given = totals ? toNumber(totals[String(col.key[0])]) : undefined;
      if (totals && (given === null || given === 0 || given === undefined)) {
        setColumn(columns, pad(targets[i]!), new Array<unknown>(n).fill(0));
        return;
      }
      // numpy's column sum of the zero-filled values (pairwise for one column, as Superset's common case)
      const total = totals ? given! : pairwiseSum(xs);
      setColumn(
        columns,
        pad(targets[i]!),
        xs.map((x) => finite(x / total)),
      );
    });
    return { ...frame, columns };
  }

  // row: one group of columns per time shift, and one for the rest
  const groups = new Map<string, number[]>();
  actual.forEach((col, i) => {
    const top = col.key[0];
    const shift = typeof top === 'string' ? (timeShifts.find((ts) => top.endsWith(`__${ts}`)) ?? '') : '';
    groups.set(shift, [...(groups.get(shift) ?? []), i]);
  });
  for (const members of groups.values()) {
    const nums = members.map((i) => actual[i]!.values.map(toNumber));
    const sums = new Array<number>(n).fill(0);
    for (const xs of nums) xs.forEach((x, r) => (sums[r]! += x ?? 0));
    members.forEach((i, m) => {
      setColumn(
        columns,
        pad(targets[i]!),
        nums[m]!.map((x, r) => (x === null ? null : finite(x / sums[r]!))),
      );
    });
  }
  return { ...frame, columns };
}
