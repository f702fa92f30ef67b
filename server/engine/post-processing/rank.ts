import { GenericDataType } from '../connectors/connector.ts';
import { groupRows } from './group-rows.ts';
import { columnsUnder, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { toNumber } from './values.ts';

/**
 * Superset's rank: a `rank` column ranking `metric` descending (1 = largest; ties share their
 * average rank; missing stays missing), within each `group_by` group when given.
 */
export function rank(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('rank', raw, ['metric', 'group_by']);
  const metric = opts.requiredString('metric');
  const groupBy = opts.strings('group_by') ?? [];
  requireColumns(opts, frame, 'metric', [metric]);
  requireColumns(opts, frame, 'group_by', groupBy);
  const xs = columnsUnder(frame, metric)[0]!.values.map(toNumber);
  const all = [...Array(frame.rowCount).keys()];
  const groups = groupBy.length
    ? groupRows(
        groupBy.map((g) => columnsUnder(frame, g)[0]!.values),
        frame.rowCount,
      ).rows
    : [all];
  const ranks = new Array<unknown>(frame.rowCount).fill(null);
  for (const rows of groups) {
    const present = rows.filter((r) => xs[r] !== null).sort((a, b) => xs[b]! - xs[a]!);
    for (let i = 0; i < present.length;) {
      let j = i;
      while (j + 1 < present.length && xs[present[j + 1]!] === xs[present[i]!]) j++;
      for (let k = i; k <= j; k++) ranks[present[k]!] = (i + j) / 2 + 1;
      i = j + 1;
    }
  }
  const depth = frame.levelNames.length;
  const column = {
    key: ['rank', ...new Array<string>(depth - 1).fill('')],
    type: GenericDataType.NUMERIC,
    values: ranks,
  };
  // pandas' df["rank"] = …: an existing rank column is replaced where it stands
  const at = frame.columns.findIndex((c) => c.key[0] === 'rank');
  const columns = at >= 0 ? frame.columns.map((c, i) => (i === at ? column : c)) : [...frame.columns, column];
  return { ...frame, columns };
}
