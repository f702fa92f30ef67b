import { RecordBatchReader, Table, type RecordBatch } from 'apache-arrow';
import { ApiError, messageOf } from '../../../../web/api/api-error.ts';
import { api, withQuery } from '../../../../web/api/client.ts';
import type { ColumnarRows, QueryResults, ResultColumn } from '../state/editor-types.ts';
import { columnarRows, resultsFromJson, type ResultsPayload } from './results-columnar.ts';

const ARROW = 'application/vnd.apache.arrow.stream';

/** A stored result as JSON (reference §5.2), cut to `rows` when given. */
export async function fetchJsonResults(key: string, rows?: number): Promise<QueryResults> {
  const payload = await api.get<ResultsPayload>(
    '/api/v1/sqllab/results/',
    rows === undefined ? { key } : { key, rows },
  );
  return resultsFromJson(payload);
}

/** Arrow vectors read as arrays, timestamps (bigint or Date) as epoch milliseconds. */
function tableRows(table: Table, columns: readonly ResultColumn[]): ColumnarRows {
  const cache = new Map<number, ArrayLike<unknown>>();
  const base = columnarRows(columns, [], table.numRows);
  return {
    columns: base.columns,
    rowCount: table.numRows,
    getColumn(i) {
      let col = cache.get(i);
      if (!col) {
        const vector = table.getChildAt(i);
        const length = table.numRows;
        col = new Proxy({ length } as ArrayLike<unknown>, {
          get(target, prop) {
            if (typeof prop === 'string' && prop.charCodeAt(0) >= 48 && prop.charCodeAt(0) <= 57) {
              const v = vector?.get(Number(prop));
              return typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.getTime() : v;
            }
            return Reflect.get(target, prop);
          },
        });
        cache.set(i, col);
      }
      return col;
    },
  };
}

/**
 * Every stored row as an Arrow stream (`GET /api/v1/sqllab/results/` with `Accept:
 * application/vnd.apache.arrow.stream`), shown as it arrives: `onRows` is called with the rows so
 * far after each record batch, the last call with `streaming: false`.
 */
export async function streamArrowResults(
  key: string,
  onRows: (results: QueryResults) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await fetch(withQuery('/api/v1/sqllab/results/', { key }), {
    headers: { accept: ARROW },
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok || !res.body) {
    const text = await res.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    throw new ApiError(res.status, messageOf(body, `${res.status} ${res.statusText}`), body);
  }
  const reader = await RecordBatchReader.from(res.body as ReadableStream<Uint8Array>);
  await reader.open();
  let meta: ResultsPayload;
  try {
    meta = JSON.parse(reader.schema.metadata.get('loupe') ?? '{}') as ResultsPayload;
  } catch {
    meta = {};
  }
  const columns: ResultColumn[] = meta.selected_columns?.length
    ? meta.selected_columns
    : meta.columns?.length
      ? meta.columns
      : reader.schema.fields.map((f) => ({ name: f.name, column_name: f.name, type: String(f.type) }));
  const batches: RecordBatch[] = [];
  let lastPaint = 0;
  const emit = (streaming: boolean) => {
    const table = new Table(reader.schema, batches);
    onRows({
      columns,
      data: tableRows(table, columns),
      rowCount: table.numRows,
      streaming,
      displayLimitReached: false,
    });
  };
  for await (const batch of reader) {
    batches.push(batch);
    // The first rows at once, then at most a repaint every 200 ms while the rest arrives.
    const now = performance.now();
    if (batches.length === 1 || now - lastPaint > 200) {
      lastPaint = now;
      emit(true);
    }
  }
  emit(false);
}
