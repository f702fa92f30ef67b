import { useEffect } from 'react';
import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio';
import { Button } from '../../../../web/components/button.tsx';
import { IconButton } from '../../../../web/components/icon-button.tsx';
import { EmptyState } from '../../../../web/components/empty-state.tsx';
import { Tag } from '../../../../web/components/tag.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { QueryEditor, QueryRun } from '../state/editor-types.ts';
import { setSql } from '../state/editor-text.ts';
import { removeQuery } from '../state/remove-query.ts';
import { setSouthTab, sqllab } from '../state/sqllab-store.ts';
import { loadResults, runQuery } from '../run/run-query.ts';
import { formatDuration } from './run-timer.tsx';
import { loadEditorQueries } from './editor-queries.ts';

const TONE: Record<string, 'success' | 'danger' | 'warning' | 'info'> = {
  success: 'success',
  failed: 'danger',
  timed_out: 'danger',
  stopped: 'warning',
};

/** The runs of this tab, newest first: show their results again, put their SQL back, or run them again. */
export function QueryHistory({ editor }: { editor: Snapshot<QueryEditor> }) {
  const { queries } = useSnapshot(sqllab);
  // With tabs on the server, the tab's history is the server's: its queries by sql_editor_id.
  useEffect(() => {
    void loadEditorQueries(editor.id);
  }, [editor.id]);
  const runs = Object.values(queries)
    .filter((q) => q.sqlEditorId === editor.id && !q.isDataPreview)
    .sort((a, b) => b.startDttm - a.startDttm);
  if (!runs.length)
    return (
      <EmptyState
        size="medium"
        icon="query"
        title={t('No query history yet')}
        description={t('Queries you run in this tab are listed here.')}
      />
    );
  const show = (q: Pick<QueryRun, 'id'>) => {
    const live = sqllab.tabs.find((x) => x.id === editor.id);
    if (live) live.latestQueryId = q.id;
    const run = sqllab.queries[q.id];
    if (run && run.state === 'success' && !run.results) void loadResults(run);
    setSouthTab(editor.id, 'results');
  };
  return (
    <div className="sqllab-history" data-testid="query-history">
      <table className="sqllab-history__table">
        <thead>
          <tr>
            <th>{t('State')}</th>
            <th>{t('Started')}</th>
            <th>{t('Duration')}</th>
            <th>{t('Rows')}</th>
            <th>{t('SQL')}</th>
            <th className="sqllab-history__actions-head">{t('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((q) => (
            <tr key={q.id} data-testid="history-row">
              <td>
                <Tag tone={TONE[q.state] ?? 'info'}>{q.state}</Tag>
              </td>
              <td className="sqllab-history__muted">{new Date(q.startDttm).toLocaleTimeString()}</td>
              <td className="sqllab-history__muted">{q.endDttm ? formatDuration(q.endDttm - q.startDttm) : '—'}</td>
              <td className="sqllab-history__muted">{q.rows ?? '—'}</td>
              <td className="sqllab-history__sql">
                <code title={q.sql}>{q.sql}</code>
              </td>
              <td className="sqllab-history__actions">
                <Button size="sm" variant="ghost" onClick={() => show(q)} disabled={q.state !== 'success'}>
                  {t('Results')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setSql(editor.id, q.sql)}>
                  {t('Edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void runQuery(editor, { sql: q.sql })}>
                  {t('Run again')}
                </Button>
                <IconButton
                  icon="trash"
                  tone="danger"
                  label={t('Remove from history')}
                  onClick={() => void removeQuery(q.id)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
