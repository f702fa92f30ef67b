import { columnsUnder, takeRows, type LabeledFrame } from './labeled-frame.ts';
import { Options } from './options.ts';
import { requireColumns } from './require-columns.ts';
import { compareLabels, isMissing } from './values.ts';

/**
 * Superset's sort: by the index (`is_sort_index`) or by the columns of `by`, each ascending or
 * not (`ascending`, one flag or one a column); missing values last either way (pandas'
 * na_position="last"); ties keep their order. The older form `columns: {name: ascending}` is
 * accepted too.
 */
export function sort(frame: LabeledFrame, raw: unknown): LabeledFrame {
  const opts = Options.of('sort', raw, ['by', 'ascending', 'is_sort_index', 'columns']);
  const byIndex = opts.bool('is_sort_index', false);
  let by = opts.strings('by');
  // Superset before 2.0 sent {"columns": {"<column>": <ascending>}}
  const legacy = opts.object('columns');
  let legacyAscending: boolean[] | undefined;
  if (legacy) {
    if (by?.length || opts.has('ascending')) throw opts.fail('columns', 'cannot be given with by or ascending');
    if (Object.values(legacy).some((v) => typeof v !== 'boolean'))
      throw opts.fail('columns', 'must map column names to true (ascending) or false');
    by = Object.keys(legacy);
    legacyAscending = Object.values(legacy) as boolean[];
  }
  if (!byIndex && !by?.length) throw opts.fail('by', 'is required: either sort_index or by is required');
  if (!byIndex) requireColumns(opts, frame, 'by', by);
  const keys: unknown[][] = byIndex
    ? (frame.index?.map((l) => l.values) ?? [[...Array(frame.rowCount).keys()]])
    : by!.map((name) => columnsUnder(frame, name)[0]!.values);
  const ascRaw = legacyAscending ?? opts.value('ascending') ?? true;
  let ascending: boolean[];
  if (typeof ascRaw === 'boolean') ascending = keys.map(() => ascRaw);
  else if (Array.isArray(ascRaw) && ascRaw.every((a) => typeof a === 'boolean') && ascRaw.length === keys.length)
    ascending = ascRaw as boolean[];
  else throw opts.fail('ascending', `must be true, false or a list of ${keys.length} of them`);
  const order = [...Array(frame.rowCount).keys()];
  order.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const x = keys[k]![a];
      const y = keys[k]![b];
      if (isMissing(x) || isMissing(y)) {
        if (isMissing(x) !== isMissing(y)) return isMissing(x) ? 1 : -1;
        continue;
      }
      const c = compareLabels(x, y);
      if (c !== 0) return ascending[k] ? c : -c;
    }
    return a - b;
  });
  return takeRows(frame, order);
}
