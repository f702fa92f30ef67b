import { useEffect, useState } from 'react';
import type { ChartDataResult, QueryFormData } from '../../../../core/viz/index.ts';
import {
  columnarData,
  DataGrid,
  type GenericDataType,
  type GridData,
} from '../../../../web/components/data-grid/index.ts';
import { Modal } from '../../../../web/components/modal.tsx';
import { Spinner } from '../../../../web/components/spinner.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { useDashboardView } from './dashboard-view-context.ts';
import { chartErrorMessage, fetchDrillDetail, fetchQueryText, fetchResults } from './tile-actions.ts';

export type TileDialogKind = 'query' | 'table' | 'drill';

function toGrid(result: Pick<ChartDataResult, 'data' | 'colnames' | 'coltypes'>): GridData {
  const columns = result.colnames.map((name, i) => ({ name, type: (result.coltypes?.[i] ?? 1) as GenericDataType }));
  return columnarData(
    columns,
    result.colnames.map((name) => result.data.map((row) => row[name])),
    result.data.length,
  );
}

type Loaded = { kind: 'query'; sql: string[] } | { kind: 'grid'; grids: GridData[]; note?: string };

/** View query, View as table, Drill to detail: what the tile's chart is made of, in a dialog. */
export function TileDialog(props: {
  kind: TileDialogKind;
  title: string;
  formData: QueryFormData;
  queriesData: ChartDataResult[] | null;
  onClose: () => void;
}) {
  const { kind, title, formData, onClose } = props;
  const { registry, model } = useDashboardView();
  const [state, setState] = useState<{ loaded?: Loaded; error?: string }>({});
  useEffect(() => {
    let live = true;
    const work: Promise<Loaded> =
      kind === 'query'
        ? fetchQueryText(registry, formData).then((sql) => ({ kind: 'query', sql }))
        : kind === 'table'
          ? fetchResults(registry, formData).then((r) => ({ kind: 'grid', grids: r.map(toGrid) }))
          : fetchDrillDetail(formData, model.state.dashboard?.id ?? 0).then((r) => ({
              kind: 'grid',
              grids: [toGrid(r)],
              note: r.total_count !== undefined ? t('%s rows', r.total_count.toLocaleString()) : undefined,
            }));
    work.then(
      (loaded) => live && setState({ loaded }),
      (err: unknown) => live && setState({ error: chartErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [kind, registry, formData, model]);

  const heading =
    kind === 'query'
      ? t('View query: %s', title)
      : kind === 'table'
        ? t('Results: %s', title)
        : t('Drill to detail: %s', title);
  let body;
  if (state.error)
    body = (
      <p className="dash-dialog__error" role="alert">
        {state.error}
      </p>
    );
  else if (!state.loaded) body = <Spinner />;
  else if (state.loaded.kind === 'query')
    body = state.loaded.sql.map((sql, i) => (
      <pre key={i} className="dash-dialog__sql" data-test="view-query-sql">
        {sql}
      </pre>
    ));
  else
    body = (
      <>
        {state.loaded.note && <p className="dash-dialog__note">{state.loaded.note}</p>}
        {state.loaded.grids.map((grid, i) => (
          <DataGrid key={i} data={grid} height={360} csvFileName={title} aria-label={heading} />
        ))}
      </>
    );
  return (
    <Modal open onClose={onClose} title={heading} size="lg">
      <div className="dash-dialog" data-test={`tile-dialog-${kind}`}>
        {body}
      </div>
    </Modal>
  );
}
