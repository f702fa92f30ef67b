import type { GenericDataType } from '../connectors/connector.ts';

/**
 * Columnar data as the engine post-processes it: one array of values a column, all the same
 * length. Temporal values are epoch milliseconds (numbers), as on the wire.
 */
export interface FrameColumn {
  name: string;
  type: GenericDataType;
  values: unknown[];
}

export interface Frame {
  columns: FrameColumn[];
  rowCount: number;
}

export function frameFromRows(
  columns: readonly { name: string; genericType: GenericDataType }[],
  rows: readonly unknown[][],
): Frame {
  const out: FrameColumn[] = columns.map((c) => ({
    name: c.name,
    type: c.genericType,
    values: new Array<unknown>(rows.length),
  }));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    for (let c = 0; c < out.length; c++) out[c]!.values[r] = row[c];
  }
  return { columns: out, rowCount: rows.length };
}

/** The frame as the wire's `data`: one object a row, keys in column order. */
export function frameToRecords(frame: Frame): Record<string, unknown>[] {
  const records = new Array<Record<string, unknown>>(frame.rowCount);
  for (let r = 0; r < frame.rowCount; r++) {
    const rec: Record<string, unknown> = {};
    for (const col of frame.columns) rec[col.name] = col.values[r];
    records[r] = rec;
  }
  return records;
}

export function frameColumn(frame: Frame, name: string): FrameColumn | undefined {
  return frame.columns.find((c) => c.name === name);
}
