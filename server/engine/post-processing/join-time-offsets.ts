import { GenericDataType } from '../connectors/connector.ts';
import type { Frame, FrameColumn } from './frame.ts';
import { PostProcessingError } from './post-processing-error.ts';
import { tupleKey } from './values.ts';

/**
 * Time comparison as Superset's processing_time_offsets does it: each offset frame's metrics are
 * renamed `<metric>__<offset>` and left-joined onto `main` on `joinColumns` (pandas
 * `set_index(keys).join(...).reset_index()`: the join columns lead, the main frame's rows keep
 * their order, a key matching several offset rows repeats the main row, no match gives nulls).
 * Without join columns rows pair by position. The caller has already shifted the offset frames'
 * temporal join column by the offset.
 */
export function joinTimeOffsets(
  main: Frame,
  offsets: readonly { offset: string; frame: Frame }[],
  opts: { joinColumns: readonly string[]; metricLabels: readonly string[] },
): Frame {
  const find = (frame: Frame, name: string) => frame.columns.find((c) => c.name === name);
  for (const name of opts.joinColumns) {
    if (!find(main, name))
      throw new PostProcessingError(`time comparison: join column "${name}" is not in the query results`);
  }
  const lead = opts.joinColumns.map((n) => find(main, n)!);
  let rows: number[] = [...Array(main.rowCount).keys()];
  const appended: FrameColumn[] = [];
  // Each offset's matches, as pairs (main row, offset row), keeping main's order.
  const positional = opts.joinColumns.length === 0;
  for (const { offset, frame } of offsets) {
    const keys = opts.joinColumns.map((n) => find(frame, n));
    const byKey = new Map<string, number[]>();
    if (positional) {
      // nothing to join on (a single number): rows pair by position, as pandas concatenates
      for (let r = 0; r < frame.rowCount; r++) byKey.set(String(r), [r]);
    } else if (keys.every(Boolean)) {
      for (let r = 0; r < frame.rowCount; r++) {
        const k = tupleKey(keys.map((c) => c!.values[r]));
        const list = byKey.get(k);
        if (list) list.push(r);
        else byKey.set(k, [r]);
      }
    }
    const nextRows: number[] = [];
    const matched: (number | null)[] = [];
    const prevAppended = appended.map((c) => c.values);
    const carried: unknown[][] = prevAppended.map(() => []);
    rows.forEach((mainRow, i) => {
      const hits = byKey.get(positional ? String(mainRow) : tupleKey(lead.map((c) => c.values[mainRow]))) ?? [null];
      for (const hit of hits) {
        nextRows.push(mainRow);
        matched.push(hit);
        prevAppended.forEach((values, c) => carried[c]!.push(values[i]));
      }
    });
    appended.forEach((c, i) => (c.values = carried[i]!));
    for (const metric of opts.metricLabels) {
      const source = find(frame, metric);
      appended.push({
        name: `${metric}__${offset}`,
        type: source?.type ?? GenericDataType.NUMERIC,
        values: matched.map((r) => (r === null || !source ? null : (source.values[r] ?? null))),
      });
    }
    rows = nextRows;
  }
  const rest = main.columns.filter((c) => !opts.joinColumns.includes(c.name));
  const take = (c: FrameColumn): FrameColumn => ({ name: c.name, type: c.type, values: rows.map((r) => c.values[r]) });
  return { columns: [...lead.map(take), ...rest.map(take), ...appended], rowCount: rows.length };
}
