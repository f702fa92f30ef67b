import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { RecordBatch, RecordBatchStreamWriter, Schema } from 'apache-arrow';
import type { LiveResult } from './live-results.ts';

/**
 * A result still streaming in, as an Arrow IPC stream that grows with it: the schema (named
 * columns, `meta` as JSON under `loupe`) at once, then each record batch as the runner adds it, at
 * most `rows` rows. Ends with the result; a failed run cuts the stream (the client sees an error).
 */
export function liveArrowStream(
  live: LiveResult,
  meta: unknown,
  rows: number | undefined,
  request: IncomingMessage,
): Readable {
  const fields = live.schema.fields.map((f, i) => f.clone({ name: live.columns[i]?.name ?? f.name, nullable: true }));
  const schema = new Schema(fields, new Map([['loupe', JSON.stringify(meta)]]));
  const writer = new RecordBatchStreamWriter();
  writer.reset(undefined, schema);
  const out = writer.toNodeStream({ objectMode: false }) as Readable;
  const gone = new AbortController();
  request.once('close', () => gone.abort());
  void (async () => {
    let left = rows ?? Number.POSITIVE_INFINITY;
    try {
      for await (const batch of live.batchesFrom(gone.signal)) {
        if (left <= 0) break;
        const b = batch.numRows > left ? batch.slice(0, left) : batch;
        left -= b.numRows;
        writer.write(new RecordBatch(schema, b.data));
      }
      writer.finish();
    } catch (err) {
      writer.abort(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
}
