import { GenericDataType } from '../connectors/connector.ts';
import { groupRows } from './group-rows.ts';
import { columnsUnder, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { toNumber } from './values.ts';

/**
 * Superset's rank: a `rank` column holding pandas' `df[metric].rank(pct=True)` — the ascending
 * rank (ties share their average rank) divided by the count of present values, so a fraction in
 * (0, 1] with the largest at 1; missing stays missing — within each `group_by` group when given
 * (`df.groupby(group_by).apply(lambda x: x[metric].rank(pct=True))`).
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
    const present = rows.filter((r) => xs[r] !== null).sort((a, b) => (xs[a]! < xs[b]! ? -1 : xs[a]! > xs[b]! ? 1 : 0));
    for (let i = 0; i < present.length;) {
      let j = i;
      while (j + 1 < present.length && xs[present[j + 1]!] === xs[present[i]!]) j++;
      // positions i..j hold 1-based ranks i+1..j+1: their average, over the count of present values
      for (let k = i; k <= j; k++) ranks[present[k]!] = ((i + j) / 2 + 1) / present.length;
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
