import { GenericDataType } from '../connectors/connector.ts';
import type { Frame, FrameColumn } from './frame.ts';
import { pythonStr } from './values.ts';

/** A column label on one level: the metric name, a groupby value, … (pandas' labels). */
export type Label = string | number | boolean | null;

/** One level of a row index (pandas' index after a pivot). */
export interface IndexLevel {
  name: string;
  type: GenericDataType;
  values: unknown[];
}

/** A column whose label may have several levels (pandas' MultiIndex columns). */
export interface LabeledColumn {
  key: Label[];
  type: GenericDataType;
  values: unknown[];
}

/**
 * The frame as operations see it between rules: like pandas' DataFrame, it may carry a row index
 * (a pivot's `index` columns) and multi-level column labels (metric, then the pivot's `columns`
 * values). A plain Frame is one level of labels and no index.
 */
export interface LabeledFrame {
  /** null: rows are plain positions (pandas' RangeIndex). */
  index: IndexLevel[] | null;
  /** The name of each column level (null when unnamed, as the metric level of a pivot). */
  levelNames: (string | null)[];
  /** The type of the labels on each level, so flattening can write them as Superset does. */
  levelTypes: GenericDataType[];
  columns: LabeledColumn[];
  rowCount: number;
}

export function fromFrame(frame: Frame): LabeledFrame {
  return {
    index: null,
    levelNames: [null],
    levelTypes: [GenericDataType.STRING],
    columns: frame.columns.map((c) => ({ key: [c.name], type: c.type, values: c.values })),
    rowCount: frame.rowCount,
  };
}

/** The name a column's label flattens to: Superset's flatten (`", "` between non-null levels, commas escaped). */
export function flatName(frame: LabeledFrame, column: LabeledColumn): string {
  if (column.key.length === 1) {
    const only = column.key[0];
    return typeof only === 'string' ? only : only === null ? '' : pythonStr(only, frame.levelTypes[0]!);
  }
  const cells: string[] = [];
  column.key.forEach((cell, level) => {
    if (cell !== null) cells.push(pythonStr(cell, frame.levelTypes[level]!).replaceAll(',', '\\,'));
  });
  return cells.join(', ');
}

/**
 * Back to a plain Frame, as the wire needs it: multi-level labels are flattened and every index
 * level becomes a leading column (Superset drops an index it was not asked to reset; Loupe keeps it).
 */
export function toFrame(frame: LabeledFrame): Frame {
  const columns: FrameColumn[] = [];
  for (const level of frame.index ?? []) columns.push({ name: level.name, type: level.type, values: level.values });
  for (const c of frame.columns) columns.push({ name: flatName(frame, c), type: c.type, values: c.values });
  return { columns, rowCount: frame.rowCount };
}

export function labelEquals(a: Label, b: Label): boolean {
  return a === b || (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b));
}

/** The columns under a top-level label (pandas' `df[label]` on MultiIndex columns). */
export function columnsUnder(frame: LabeledFrame, label: Label): LabeledColumn[] {
  return frame.columns.filter((c) => labelEquals(c.key[0]!, label));
}

export function hasTopLabel(frame: LabeledFrame, label: Label): boolean {
  return frame.columns.some((c) => labelEquals(c.key[0]!, label));
}

/** A copy of the frame holding only the given rows, in the given order. */
export function takeRows(frame: LabeledFrame, rows: readonly number[]): LabeledFrame {
  const pick = (values: unknown[]) => rows.map((r) => values[r]);
  return {
    ...frame,
    index: frame.index?.map((l) => ({ ...l, values: pick(l.values) })) ?? null,
    columns: frame.columns.map((c) => ({ ...c, values: pick(c.values) })),
    rowCount: rows.length,
  };
}

/** The index moved into leading columns (pandas' reset_index), labels padded with '' on deeper levels. */
export function resetIndex(frame: LabeledFrame, levels?: number): LabeledFrame {
  if (!frame.index) return frame;
  const count = Math.min(levels ?? frame.index.length, frame.index.length);
  const depth = frame.levelNames.length;
  const moved: LabeledColumn[] = frame.index.slice(0, count).map((l) => ({
    key: [l.name, ...new Array<Label>(depth - 1).fill('')],
    type: l.type,
    values: l.values,
  }));
  const rest = frame.index.slice(count);
  return { ...frame, index: rest.length ? rest : null, columns: [...moved, ...frame.columns] };
}
