import {
  DataType,
  Precision,
  TimeUnit,
  makeVector,
  type Data,
  RecordBatch,
  RecordBatchStreamWriter,
  Schema,
  Table,
  tableFromIPC,
  tableToIPC,
  type Vector,
} from 'apache-arrow';
import { concatData } from './arrow-concat.ts';
import { boolVector, float64Vector, int64Vector, timestampVector, utf8Vector } from './arrow-columns.ts';
import { GenericDataType, type ResultColumn } from '../../../../server/engine/connectors/connector.ts';

/**
 * Stored SQL Lab results: an Arrow IPC stream of the rows (a million rows of a few columns is a few
 * tens of MB, against hundreds as JSON), with the engine's column types in the schema metadata.
 * Temporal values are epoch milliseconds, as the connectors give them.
 */

type ArrowKind = 'float' | 'timestamp' | 'bool' | 'utf8';
type StreamKind = ArrowKind | 'int64';

function kindFor(col: ResultColumn, rows: readonly (readonly unknown[])[], i: number): ArrowKind {
  let numbers = true;
  let booleans = true;
  for (const row of rows) {
    const v = row[i];
    if (v === null || v === undefined) continue;
    if (typeof v !== 'number') numbers = false;
    if (typeof v !== 'boolean') booleans = false;
    if (!numbers && !booleans) break;
  }
  if (numbers && col.genericType === GenericDataType.TEMPORAL) return 'timestamp';
  if (numbers) return 'float';
  if (booleans) return 'bool';
  return 'utf8';
}

function asText(v: unknown): string {
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** Superset's `dedup`: a repeated column name gets `__1`, `__2`… so every column can be found by name. */
export function dedupNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  const taken = new Set(names);
  return names.map((n) => {
    const count = seen.get(n);
    if (count === undefined) {
      seen.set(n, 0);
      return n;
    }
    let k = count + 1;
    while (taken.has(`${n}__${k}`)) k++;
    seen.set(n, k);
    taken.add(`${n}__${k}`);
    return `${n}__${k}`;
  });
}

export function encodeResults(rawColumns: ResultColumn[], rows: unknown[][]): Uint8Array {
  const unique = dedupNames(rawColumns.map((c) => c.name));
  const columns = rawColumns.map((c, i) => ({ ...c, name: unique[i]! }));
  const vectors: Record<string, Vector> = {};
  const names: string[] = [];
  columns.forEach((col, i) => {
    const values = rows.map((r) => r[i]);
    const kind = kindFor(col, rows, i);
    // Arrow field names are positional here; the (deduplicated) names are kept in the metadata.
    const name = `c${i}`;
    names.push(name);
    vectors[name] =
      kind === 'float'
        ? float64Vector(values)
        : kind === 'timestamp'
          ? timestampVector(values)
          : kind === 'bool'
            ? boolVector(values)
            : utf8Vector(values, asText);
  });
  let table = new Table(vectors);
  if (columns.length === 0) table = new Table({});
  const schema = new Schema(
    table.schema.fields,
    new Map([
      ['loupe-columns', JSON.stringify(columns)],
      ['loupe-rows', String(rows.length)],
    ]),
  );
  return tableToIPC(
    new Table(
      schema,
      table.batches.map((b) => new RecordBatch(schema, b.data)),
    ),
    'stream',
  );
}

/**
 * Encodes a result batch by batch as its rows stream in: the column kinds are set by the first
 * batch and the engine's types, so every batch shares one schema: 64-bit integers as Int64 (exact),
 * a column all NULL in the first batch by its generic type. A later value that does not fit its
 * column's kind is coerced (text in a float column through Number(), other misfits NULL).
 */
export class BatchEncoder {
  readonly columns: ResultColumn[];
  readonly schema: Schema;
  private readonly kinds: StreamKind[];
  private readonly batches: RecordBatch[] = [];
  rowCount = 0;

  /** `firstArrow`: columns already in Arrow (see EncoderPart); their kind is their Arrow type. */
  constructor(
    rawColumns: ResultColumn[],
    first: readonly (readonly unknown[])[],
    firstArrow?: readonly (Data | null)[],
  ) {
    const unique = dedupNames(rawColumns.map((c) => c.name));
    this.columns = rawColumns.map((c, i) => ({ ...c, name: unique[i]! }));
    this.kinds = this.columns.map((c, i) => kindOfData(firstArrow?.[i]) ?? columnKind(c, first[i] ?? []));
    const probe = new Table(this.vectors(first.map((col) => col.slice(0, 0))));
    this.schema = new Schema(probe.schema.fields, new Map([['loupe-columns', JSON.stringify(this.columns)]]));
  }

  private vectors(values: readonly (readonly unknown[])[]): Record<string, Vector> {
    const out: Record<string, Vector> = {};
    this.kinds.forEach((_, i) => (out[`c${i}`] = this.vector(i, values[i] ?? [])));
    return out;
  }

  private vector(i: number, v: readonly unknown[]): Vector {
    const kind = this.kinds[i]!;
    return kind === 'float'
      ? float64Vector(v.map((x) => (typeof x === 'string' ? Number(x) : x)))
      : kind === 'int64'
        ? int64Vector(v)
        : kind === 'timestamp'
          ? timestampVector(v)
          : kind === 'bool'
            ? boolVector(v)
            : utf8Vector(v, asText);
  }

  /** One batch of columns as a record batch of the shared schema (kept for `finish`). */
  add(values: readonly (readonly unknown[])[], rowCount: number): RecordBatch {
    return this.addParts([{ values: values.map((v) => (v.length > rowCount ? v.slice(0, rowCount) : v)), rowCount }]);
  }

  /**
   * Batches of columns as one record batch: a column every part has in Arrow, of this column's
   * kind, is joined as it is; any other is built from the parts' values (read only then).
   */
  addParts(parts: readonly EncoderPart[]): RecordBatch {
    const rowCount = parts.reduce((n, p) => n + p.rowCount, 0);
    const vectors: Record<string, Vector> = {};
    this.kinds.forEach((kind, i) => {
      const arrow = parts.map((p) => p.arrow?.[i] ?? null);
      vectors[`c${i}`] =
        parts.length > 0 && arrow.every((d) => kindOfData(d) === kind)
          ? makeVector(concatData(arrow as Data[]))
          : this.vector(
              i,
              parts.flatMap((p) => p.values[i] ?? []),
            );
    });
    const table = new Table(vectors);
    const data = table.batches[0]?.data;
    const batch = data
      ? new RecordBatch(this.schema, data)
      : new RecordBatch(this.schema, new Table(this.schema).batches[0]?.data);
    this.batches.push(batch);
    this.rowCount += rowCount;
    return batch;
  }

  /** Every batch as the stored Arrow IPC stream (what encodeResults writes). */
  finish(): Uint8Array {
    const schema = new Schema(
      this.schema.fields,
      new Map([...this.schema.metadata, ['loupe-rows', String(this.rowCount)]]),
    );
    return tableToIPC(
      new Table(
        schema,
        this.batches.map((b) => new RecordBatch(schema, b.data)),
      ),
      'stream',
    );
  }
}

/** Rows of a batch: JS values a column (`values` may be read lazily), and columns already in Arrow. */
export interface EncoderPart {
  values: readonly (readonly unknown[])[];
  /** Per column, the column in Arrow as the stored result keeps it, or null (then `values`). */
  arrow?: readonly (Data | null)[];
  rowCount: number;
}

function kindOfData(d: Data | null | undefined): StreamKind | null {
  if (!d) return null;
  const t = d.type;
  if (DataType.isFloat(t) && t.precision === Precision.DOUBLE) return 'float';
  if (DataType.isInt(t) && t.bitWidth === 64 && t.isSigned) return 'int64';
  if (DataType.isTimestamp(t) && t.unit === TimeUnit.MILLISECOND && !t.timezone) return 'timestamp';
  if (DataType.isBool(t)) return 'bool';
  if (DataType.isUtf8(t)) return 'utf8';
  return null;
}

function columnKind(col: ResultColumn, values: readonly unknown[]): StreamKind {
  // 64-bit integers as Int64: exact past 2^53 too (the driver gives those as text).
  if (/^(bigint|int8|int64|long)$/i.test(col.type.trim())) return 'int64';
  let seen = false;
  let numbers = true;
  let booleans = true;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    seen = true;
    if (typeof v !== 'number') numbers = false;
    if (typeof v !== 'boolean') booleans = false;
    if (!numbers && !booleans) break;
  }
  if (!seen) {
    // Nothing to look at yet: the engine's type says.
    if (col.genericType === GenericDataType.TEMPORAL) return 'timestamp';
    if (col.genericType === GenericDataType.NUMERIC) return 'float';
    if (col.genericType === GenericDataType.BOOLEAN) return 'bool';
    return 'utf8';
  }
  if (numbers && col.genericType === GenericDataType.TEMPORAL) return 'timestamp';
  if (numbers) return 'float';
  if (booleans) return 'bool';
  return 'utf8';
}

export interface DecodedResults {
  columns: ResultColumn[];
  rowCount: number;
  table: Table;
}

export function decodeResults(bytes: Uint8Array): DecodedResults {
  const table = tableFromIPC(bytes);
  const columns = JSON.parse(table.schema.metadata.get('loupe-columns') ?? '[]') as ResultColumn[];
  const rowCount = Number(table.schema.metadata.get('loupe-rows') ?? table.numRows);
  return { columns, rowCount, table };
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** A 64-bit integer as the connectors give it: a number when exact, else its decimal text. */
function bigintValue(v: bigint): number | string {
  return v <= SAFE && v >= -SAFE ? Number(v) : v.toString();
}

/** The first `limit` rows as arrays in column order (temporal values stay epoch ms). */
export function decodedRows(d: DecodedResults, limit: number): unknown[][] {
  const n = Math.min(limit, d.table.numRows);
  const cols = d.columns.map((_, i) => d.table.getChildAt(i));
  const out: unknown[][] = new Array(n);
  for (let r = 0; r < n; r++) {
    out[r] = cols.map((c) => {
      const v: unknown = c?.get(r) ?? null;
      return typeof v === 'bigint' ? bigintValue(v) : v;
    });
  }
  return out;
}

/**
 * The stored rows as an Arrow IPC stream for clients that stay columnar: named columns, a small
 * first batch so the first rows show early, and `meta` (JSON) under the schema key `loupe`.
 */
/** Rows in each record batch after the first. */
export const BATCH_ROWS = 65_536;

export function arrowStream(d: DecodedResults, meta: unknown, rows: number, firstBatch = 1000): Uint8Array {
  const n = Math.min(rows, d.table.numRows);
  const sliced = d.table.slice(0, n);
  const fields = sliced.schema.fields.map((f, i) => f.clone({ name: d.columns[i]?.name ?? f.name, nullable: true }));
  const schema = new Schema(fields, new Map([['loupe', JSON.stringify(meta)]]));
  const writer = new RecordBatchStreamWriter();
  writer.reset(undefined, schema);
  // A small first batch so the first rows show at once, then batches of BATCH_ROWS: a reader
  // (the grid, the CLI) holds one batch at a time, never the rest of the result at once.
  const parts = [sliced.slice(0, Math.min(n, firstBatch))];
  for (let at = firstBatch; at < n; at += BATCH_ROWS) parts.push(sliced.slice(at, Math.min(n, at + BATCH_ROWS)));
  for (const part of parts) for (const b of part.batches) writer.write(new RecordBatch(schema, b.data));
  writer.finish();
  return writer.toUint8Array(true);
}
