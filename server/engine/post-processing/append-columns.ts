import { columnsUnder, labelEquals, type Label, type LabeledColumn, type LabeledFrame } from './labeled-frame.ts';

/** The columns under each source label, in the mapping's order (pandas' `df.loc[:, keys]`). */
export function sourceColumns(frame: LabeledFrame, mapping: ReadonlyMap<string, string>): LabeledColumn[] {
  return [...mapping.keys()].flatMap((k) => columnsUnder(frame, k));
}

/**
 * Superset's _append_columns: when every source maps to itself the computed columns replace the
 * originals in place; otherwise the computed columns are relabelled (a label equal to a source,
 * on any level, becomes its target) and appended at the end.
 */
export function appendColumns(
  frame: LabeledFrame,
  sources: readonly LabeledColumn[],
  computed: readonly LabeledColumn[],
  mapping: ReadonlyMap<string, string>,
): LabeledFrame {
  if ([...mapping].every(([k, v]) => k === v)) {
    const replaced = new Map(sources.map((s, i) => [s, computed[i]!]));
    return { ...frame, columns: frame.columns.map((c) => replaced.get(c) ?? c) };
  }
  const relabel = (label: Label): Label => {
    for (const [from, to] of mapping) if (labelEquals(label, from)) return to;
    return label;
  };
  return { ...frame, columns: [...frame.columns, ...computed.map((c) => ({ ...c, key: c.key.map(relabel) }))] };
}
