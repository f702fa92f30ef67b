import type { Snapshot } from 'valtio';
import { DataGrid } from '../../../../web/components/data-grid/index.ts';
import { Button } from '../../../../web/components/button.tsx';
import { EmptyState } from '../../../../web/components/empty-state.tsx';
import { Spinner } from '../../../../web/components/spinner.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { SqlLabIcon } from '../components/sqllab-icons.tsx';
import type { QueryRun } from '../state/editor-types.ts';
import { isTerminalState } from '../../shared/index.ts';

const STATE_LABEL: Record<string, string> = {
  started: 'Starting query...',
  pending: 'Query is queued...',
  scheduled: 'Query is queued...',
  running: 'Running query...',
  fetching: 'Fetching results...',
};

/** A run's outcome in the south pane: progress, the engine's error, the stop notice, or the rows. */
export function ResultView({
  run,
  onStop,
  emptyHint,
}: {
  run: Snapshot<QueryRun> | null;
  onStop(): void;
  emptyHint: string;
}) {
  if (!run)
    return (
      <EmptyState size="medium" icon="query" title={t('Run a query to see its results here')} description={emptyHint} />
    );
  // Rows streaming in (`fetching`) show as they come.
  if (!isTerminalState(run.state) && !(run.state === 'fetching' && run.results)) {
    return (
      <div className="sqllab-result sqllab-result--busy" data-testid="result-running">
        <div
          className="sqllab-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={run.progress || undefined}
        >
          <div
            className="sqllab-progress__bar"
            style={{ width: run.progress ? `${run.progress}%` : undefined }}
            data-indeterminate={!run.progress || undefined}
          />
        </div>
        <div className="sqllab-result__status">
          <Spinner size={16} />
          <span>{t(STATE_LABEL[run.state] ?? 'Running query...')}</span>
          <Button size="sm" variant="danger" onClick={onStop} data-testid="result-stop">
            {t('Stop')}
          </Button>
        </div>
      </div>
    );
  }
  if (run.state === 'failed' || run.state === 'timed_out') {
    return (
      <div className="sqllab-result sqllab-result--error" role="alert" data-testid="query-error">
        <SqlLabIcon name="alert" size={18} />
        <div>
          <div className="sqllab-result__error-title">
            {run.state === 'timed_out' ? t('The query timed out') : t('The query failed')}
          </div>
          <pre className="sqllab-result__error-message">{run.errorMessage || t('Unknown error')}</pre>
        </div>
      </div>
    );
  }
  if (run.state === 'stopped') {
    return (
      <EmptyState
        size="medium"
        icon="query"
        title={t('Query was stopped.')}
        description={t('Run it again to see its results.')}
      />
    );
  }
  if (!run.results && !run.resultsKey) {
    return (
      <EmptyState
        size="medium"
        icon="query"
        title={t('The results of this run are no longer here')}
        description={t('Run the query again to see its rows.')}
      />
    );
  }
  if (!run.results) {
    return (
      <div className="sqllab-result sqllab-result--busy">
        <div className="sqllab-result__status">
          <Spinner size={16} /> <span>{t('Fetching results...')}</span>
        </div>
      </div>
    );
  }
  const r = run.results;
  if (r.columns.length === 0) {
    return <EmptyState size="medium" icon="check" title={t('The query ran')} description={t('It returned no rows.')} />;
  }
  // While the run is still fetching, its row count is not known yet.
  const total = run.state === 'fetching' ? null : (run.rows ?? r.rowCount);
  const summary = (
    <span className="sqllab-result__summary" data-testid="result-summary">
      {r.streaming || run.state === 'fetching'
        ? total === null
          ? t('%s rows loaded...', r.rowCount.toLocaleString('en-US'))
          : t('%s of %s rows loaded...', r.rowCount.toLocaleString('en-US'), total.toLocaleString('en-US'))
        : t('%s rows', r.rowCount.toLocaleString('en-US'))}
      {run.limitingFactor === 'DROPDOWN' || run.limitingFactor === 'QUERY_AND_DROPDOWN' ? (
        <span className="sqllab-result__limit">
          {' '}
          · {t('limited to %s by the row limit', run.queryLimit.toLocaleString('en-US'))}
        </span>
      ) : null}
    </span>
  );
  return (
    <div className="sqllab-result sqllab-result--grid" data-testid="result-grid">
      <DataGrid
        data={r.data}
        height="100%"
        toolbarStart={summary}
        csvFileName={`${run.tab || 'query'}.csv`.replace(/[^\w.-]+/g, '_')}
        onDownloadCsv={
          run.serverId !== null && (total === null || r.rowCount < total)
            ? () => {
                window.location.assign(`/api/v1/sqllab/export/${encodeURIComponent(run.id)}/`);
              }
            : undefined
        }
        aria-label={t('Query results')}
      />
    </div>
  );
}
