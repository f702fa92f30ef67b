// The page the data-grid e2e test (and its screenshots) mount: the DataGrid alone, fed by
// generated data chosen by ?mode=. Built by the test with esbuild; never part of the app bundle.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { columnarData, DataGrid, GenericDataType, type GridData } from '../../../web/components/data-grid/index.ts';
import { ToastRegion } from '../../../web/toasts/toast-region.tsx';
import { factsArrow, sampleData, wideData } from './harness-data.ts';
import '../../../web/theme/base.css';
import '../../../web/toasts/toasts.css';

declare global {
  interface Window {
    gridReady?: { mountedMs: number; rows: number };
    gridAppend?: (rows: number) => void;
    gridReplace?: (rows: number) => void;
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'sample';
const rows = Number(params.get('rows') ?? 1_000_000);
document.documentElement.dataset.theme = params.get('theme') === 'dark' ? 'dark' : 'light';

function makeData(count: number): GridData {
  if (mode === 'wide' || mode === 'stream')
    return wideData(count, Number(params.get('cols') ?? (mode === 'wide' ? 120 : 8)));
  if (mode === 'facts') return factsArrow(count);
  if (mode === 'empty')
    return columnarData(
      [
        { name: 'id', type: GenericDataType.NUMERIC },
        { name: 'name', type: GenericDataType.STRING },
      ],
      [[], []],
    );
  return sampleData();
}

function Harness() {
  const [data, setData] = useState(() => makeData(mode === 'stream' ? 1000 : rows));
  useEffect(() => {
    window.gridReady = { mountedMs: performance.now(), rows: data.rowCount };
    window.gridAppend = (n) => setData((d) => wideData(d.rowCount + n, d.columns.length));
    window.gridReplace = (n) => setData((d) => wideData(n, d.columns.length));
  });
  return (
    <main style={{ padding: 16, height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <DataGrid
        data={data}
        height="100%"
        csvFileName={`${mode}.csv`}
        maxScrollPx={params.has('maxScroll') ? Number(params.get('maxScroll')) : undefined}
      />
      <ToastRegion />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);
