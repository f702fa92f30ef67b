import {
  Bool,
  Float64,
  RecordBatch,
  Schema,
  Table,
  TimestampMillisecond,
  Utf8,
  tableToIPC,
  vectorFromArray,
  type DataType,
  type Vector,
} from 'apache-arrow';
import { GenericDataType } from '../../connectors/connector.ts';
import type { TabularData } from './csv-export.ts';

function column(values: unknown[], type: GenericDataType): Vector {
  const fits = (pred: (v: unknown) => boolean) => values.every((v) => v === null || v === undefined || pred(v));
  let arrowType: DataType = new Utf8();
  if (
    type === GenericDataType.NUMERIC &&
    fits((v) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))))
  ) {
    // NaN and ±Infinity are null, as in the JSON answer (JSON.stringify writes them as null).
    return vectorFromArray(
      values.map((v) => (v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v))),
      new Float64(),
    );
  }
  if (type === GenericDataType.TEMPORAL && fits((v) => typeof v === 'number')) arrowType = new TimestampMillisecond();
  else if (type === GenericDataType.BOOLEAN && fits((v) => typeof v === 'boolean')) arrowType = new Bool();
  else
    values = values.map((v) =>
      v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v),
    );
  return vectorFromArray(
    values.map((v) => v ?? null),
    arrowType as never,
  );
}

/**
 * The rows as an Apache Arrow IPC stream, one typed column each: numbers as Float64, timestamps
 * as Timestamp(ms), booleans as Bool, everything else as Utf8. Column order is `colnames`.
 * `metadata` rides along as the schema's custom metadata.
 */
export function arrowBuffer(data: TabularData, metadata: Record<string, string> = {}): Uint8Array {
  const vectors: Record<string, Vector> = {};
  data.colnames.forEach((name, c) => {
    vectors[name] = column(
      data.rows.map((r) => r[c]),
      data.coltypes[c] ?? GenericDataType.STRING,
    );
  });
  const table = new Table(vectors);
  const entries = Object.entries(metadata);
  if (entries.length === 0) return tableToIPC(table, 'stream');
  const schema = new Schema(table.schema.fields, new Map(entries));
  return tableToIPC(
    new Table(
      schema,
      table.batches.map((b) => new RecordBatch(schema, b.data)),
    ),
    'stream',
  );
}
