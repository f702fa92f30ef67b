// The benchmark's stand-in for the SQL Lab screen (--mode direct): the DataGrid alone on the
// Loupe origin, fed as the screen feeds it: execute, then the Arrow results stream, batches shown
// as they arrive. Built with esbuild by run.ts; never part of the app.
import { RecordBatchReader, Table, type RecordBatch } from 'apache-arrow';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { arrowTableData, DataGrid, type GridData } from '../../../web/components/data-grid/index.ts';
import '../../../web/theme/base.css';

declare global {
  interface Window {
    benchRun?: (o: { databaseId: number; sql: string; limit: number }) => Promise<void>;
    benchMarks?: Record<string, number>;
  }
}

let show: (d: GridData) => void = () => undefined;

function Page() {
  const [data, setData] = useState<GridData | null>(null);
  useEffect(() => {
    show = setData;
  }, []);
  return (
    <main style={{ padding: 16, height: '100vh', display: 'flex', flexDirection: 'column' }}>
      {data && <DataGrid data={data} height="100%" />}
    </main>
  );
}

const risonString = (s: string) => `'${s.replace(/[!']/g, '!$&')}'`;

window.benchRun = async ({ databaseId, sql, limit }) => {
  const marks: Record<string, number> = {};
  window.benchMarks = marks;
  const csrf = ((await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string }).result;
  marks.run = performance.now();
  const res = await fetch('/api/v1/sqllab/execute/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
    body: JSON.stringify({
      client_id: Math.random().toString(36).slice(2, 12),
      database_id: databaseId,
      sql,
      queryLimit: limit,
      runAsync: false,
      json: true,
    }),
  });
  if (!res.ok) throw new Error(`execute: ${res.status} ${(await res.text()).slice(0, 300)}`);
  const key = ((await res.json()) as { query: { resultsKey: string } }).query.resultsKey;
  marks.executed = performance.now();
  const stream = await fetch(`/api/v1/sqllab/results/?q=${encodeURIComponent(`(key:${risonString(key)})`)}`, {
    headers: { accept: 'application/vnd.apache.arrow.stream' },
  });
  if (!stream.ok || !stream.body) throw new Error(`results: ${stream.status}`);
  const reader = await RecordBatchReader.from(stream.body as ReadableStream<Uint8Array>);
  await reader.open();
  const batches: RecordBatch[] = [];
  let lastShown = 0;
  for await (const batch of reader) {
    batches.push(batch);
    if (batches.length === 1) marks.firstBatch = performance.now();
    if (batches.length === 1 || performance.now() - lastShown > 200) {
      show(arrowTableData(new Table(reader.schema, batches)));
      lastShown = performance.now();
    }
  }
  marks.allReceived = performance.now();
  show(arrowTableData(new Table(reader.schema, batches)));
};

createRoot(document.getElementById('root')!).render(<Page />);
