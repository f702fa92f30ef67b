import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ControlPanelConfig } from '../../../core/viz/controls/control-panel.ts';
import { panelControls } from '../../../core/viz/controls/shared-controls.ts';
import type { QueryFormData } from '../../../core/viz/query/query-types.ts';
import { Button } from '../../../web/components/button.tsx';
import { t } from '../../../web/i18n/t.ts';
import { ChartHost } from '../../../web/viz/chart-host.tsx';
import { DataPane } from './data-pane.tsx';
import type { ExploreModel } from './explore-model.ts';

function Elapsed({ start, end }: { start: number | null; end: number | null }) {
  const [now, setNow] = useState(start ?? 0);
  useEffect(() => {
    if (!start || end) return;
    const id = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(id);
  }, [start, end]);
  if (!start) return null;
  const ms = Math.max(0, (end ?? now) - start);
  return <span className="ex-elapsed">{`${(ms / 1000).toFixed(2)}s`}</span>;
}

/** The right pane: Update chart / Stop, the row count, the chart (through the chart host), the data. */
export function ChartPane({ model }: { model: ExploreModel }) {
  const snap = useSnapshot(model.state);
  const { chart } = snap;
  const errors = model.validationErrors(snap.formData as QueryFormData);
  const invalid = Object.keys(errors).length > 0;
  const loading = chart.status === 'loading';

  // The chart draws the last query's form_data with the render-trigger controls as they are now.
  const drawn = useMemo(() => {
    if (!chart.latestQueryFormData) return null;
    const fd = { ...(chart.latestQueryFormData as QueryFormData) };
    const panel = snap.panel as ControlPanelConfig | null;
    if (panel)
      for (const c of panelControls(panel)) if (c.renderTrigger) fd[c.name] = (snap.formData as QueryFormData)[c.name];
    fd.viz_type = chart.latestQueryFormData.viz_type;
    return fd;
  }, [chart.latestQueryFormData, snap.formData, snap.panel]);

  const result = chart.queriesData?.[0];
  const rowLimit = Number((chart.latestQueryFormData as QueryFormData | null)?.row_limit ?? 0);
  const rows = result ? (result.sql_rowcount ?? result.rowcount) : null;
  const limitReached = rows !== null && rowLimit > 0 && rows >= rowLimit;

  const hooks = useMemo(() => ({ onRenderFailure: (err: Error) => model.markRenderFailed(err) }), [model]);
  const markedFor = useRef<unknown>(null);
  useEffect(() => {
    if (chart.status === 'success' && markedFor.current !== chart.queriesData) {
      markedFor.current = chart.queriesData;
      model.markRendered();
    }
  }, [chart.status, chart.queriesData, model]);

  return (
    <section className="ex-chart" aria-label={t('Chart')}>
      <div className="ex-chart__toolbar">
        <div className="ex-chart__status">
          {rows !== null && chart.status !== 'failed' && (
            <span className={limitReached ? 'ex-rowcount ex-rowcount--limit' : 'ex-rowcount'} data-testid="row-count">
              {rows === 1 ? t('1 row') : t('%s rows', rows.toLocaleString())}
              {limitReached && <span>{t('Limit reached')}</span>}
            </span>
          )}
          <Elapsed start={chart.startTime} end={loading ? null : chart.endTime} />
        </div>
        {loading ? (
          <Button variant="danger" onClick={() => model.stop()}>
            {t('Stop')}
          </Button>
        ) : (
          <Button
            variant={snap.stale || !chart.status ? 'primary' : 'secondary'}
            disabled={invalid}
            title={
              invalid
                ? Object.entries(errors)
                    .map(([k, v]) => `${k}: ${v.join(', ')}`)
                    .join('\n')
                : undefined
            }
            onClick={() => void model.runQuery()}
          >
            {/* Superset's RunQueryButton: 'Create chart' until a chart was drawn, as the empty state says. */}
            {chart.queriesData ? t('Update chart') : t('Create chart')}
          </Button>
        )}
      </div>
      <div className="ex-chart__canvas">
        {chart.alert && (chart.status === 'failed' || chart.status === 'stopped') ? (
          <div className={chart.status === 'stopped' ? 'ex-alert ex-alert--warning' : 'ex-alert'} role="alert">
            {chart.alert}
          </div>
        ) : drawn && chart.queriesData ? (
          <>
            {snap.stale && <div className="ex-stale">{t('Controls changed: press Update chart to see them')}</div>}
            <ChartHost
              vizType={drawn.viz_type}
              formData={drawn}
              queriesData={chart.queriesData as never}
              datasource={model.state.dataset as never}
              height="100%"
              hooks={hooks}
            />
          </>
        ) : loading ? (
          <div className="ex-chart__empty">{t('Loading…')}</div>
        ) : (
          <div className="ex-chart__empty">
            <strong>{t('Add required control values to preview chart')}</strong>
            <span>
              {t(
                'Select values in highlighted field(s) in the control panel. Then run the query by clicking on the "Create chart" button.',
              )}
            </span>
          </div>
        )}
        {loading && drawn && <div className="ex-chart__overlay">{t('Loading…')}</div>}
      </div>
      <DataPane model={model} />
    </section>
  );
}
