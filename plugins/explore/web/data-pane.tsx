import { Tabs } from '@ark-ui/react/tabs';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChartDataResult } from '../../../core/viz/query/query-types.ts';
import { api } from '../../../web/api/client.ts';
import {
  DataGrid,
  columnarData,
  type GenericDataType,
  type GridData,
} from '../../../web/components/data-grid/index.ts';
import { Spinner } from '../../../web/components/spinner.tsx';
import { t } from '../../../web/i18n/t.ts';
import type { ExploreModel } from './explore-model.ts';

/** A chart-data answer as the data grid's columns. */
export function toGridData(result: Pick<ChartDataResult, 'data' | 'colnames' | 'coltypes'>): GridData {
  const columns = result.colnames.map((name, i) => ({ name, type: (result.coltypes[i] ?? 1) as GenericDataType }));
  const arrays = result.colnames.map((name) => result.data.map((row) => row[name]));
  return columnarData(columns, arrays, result.data.length);
}

/** The data behind the chart (spec §2.7): Results of the last query, Samples of the dataset, the query text. */
export function DataPane({ model }: { model: ExploreModel }) {
  const snap = useSnapshot(model.state);
  const [tab, setTab] = useState('results');
  const results = snap.chart.queriesData?.[0] as ChartDataResult | undefined;
  const grid = useMemo(() => (results ? toGridData(results) : null), [results]);
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} className="lp-tabs ex-data" lazyMount>
      <Tabs.List className="lp-tabs__list">
        <Tabs.Trigger value="results" className="lp-tabs__trigger">
          {t('Results')}
        </Tabs.Trigger>
        <Tabs.Trigger value="samples" className="lp-tabs__trigger">
          {t('Samples')}
        </Tabs.Trigger>
        <Tabs.Trigger value="query" className="lp-tabs__trigger">
          {t('View query')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="results" className="ex-data__body">
        {grid ? (
          <DataGrid data={grid} height={220} csvFileName="results" resultKey={results} />
        ) : (
          <p className="ex-muted ex-pad">{t('Run a query to display results')}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="samples" className="ex-data__body">
        <Samples model={model} />
      </Tabs.Content>
      <Tabs.Content value="query" className="ex-data__body">
        {results?.query ? (
          <pre className="ex-query" data-testid="view-query">
            {results.query}
          </pre>
        ) : (
          <p className="ex-muted ex-pad">{t('Run a query to display the query')}</p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Samples({ model }: { model: ExploreModel }) {
  const { dataset } = useSnapshot(model.state);
  const [state, setState] = useState<{ grid: GridData | null; error: string | null }>({ grid: null, error: null });
  useEffect(() => {
    if (!dataset) return;
    let live = true;
    const q = new URLSearchParams({
      force: 'false',
      datasource_type: dataset.type,
      datasource_id: String(dataset.id),
      per_page: '100',
      page: '1',
    });
    api.post<{ result: ChartDataResult }>(`/datasource/samples?${q.toString()}`, {}).then(
      (res) => live && setState({ grid: toGridData(res.result), error: null }),
      (err: unknown) => live && setState({ grid: null, error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [dataset]);
  if (state.error) return <p className="ex-error ex-pad">{state.error}</p>;
  if (!state.grid) return <Spinner />;
  return <DataGrid data={state.grid} height={220} csvFileName="samples" />;
}
