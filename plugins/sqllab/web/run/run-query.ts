import { ref } from 'valtio';
import { ApiError } from '../../../../web/api/api-error.ts';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import { isTerminalState, newClientId, type QueryWire } from '../../shared/index.ts';
import type { QueryEditor, QueryResults, QueryRun } from '../state/editor-types.ts';
import { flushSql } from '../state/editor-text.ts';
import { setSouthTab, snapshot, sqllab, tabById } from '../state/sqllab-store.ts';
import { updateTab } from '../state/tab-actions.ts';
import { queryFromWire } from '../persistence/wire-mapping.ts';
import { fetchJsonResults, streamArrowResults } from './fetch-results.ts';
import { ensurePolling, onPolledSuccess } from './query-poller.ts';
import { resultsFromJson, type ResultsPayload } from './results-columnar.ts';

interface ExecuteAnswer extends ResultsPayload {
  query?: QueryWire;
  query_id?: number;
  status?: string;
}

/** The message a failed run shows in the result pane: the engine's, or a clear word on a lost connection. */
export function runErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const body = err.body as { errors?: { message?: string }[] } | null;
    const messages = body?.errors?.map((e) => e.message).filter(Boolean) ?? [];
    if (/csrf/i.test(err.message) || messages.some((m) => /csrf/i.test(m!)))
      return t('Your session timed out, please refresh your page and try again.');
    return messages.length ? messages.join('\n') : err.message;
  }
  if (err instanceof TypeError)
    return t(
      'The connection to the server was lost before the query finished. Check your network and run the query again.',
    );
  return err instanceof Error && err.message ? err.message : t('Unknown error');
}

/** The text a run takes: the selection when there is one, else the whole editor (spec §5). */
export function sqlToRun(editor: Pick<QueryEditor, 'sql' | 'selectedText'>): string {
  return editor.selectedText.trim() ? editor.selectedText : editor.sql;
}

/** Puts rows on a run: at most the display limit (`common.conf`'s DISPLAY_MAX_ROW) as JSON, the
 * rest streamed as Arrow from `GET /api/v1/sqllab/results/`. */
export async function loadResults(run: QueryRun, payload?: ResultsPayload): Promise<void> {
  const q = sqllab.queries[run.id];
  if (!q || loading.has(run.id)) return;
  loading.add(run.id);
  try {
    await loadInto(q, payload);
  } finally {
    loading.delete(run.id);
  }
}

/** Runs whose rows are being fetched (a poll must not start a second stream of the same rows). */
const loading = new Set<string>();

async function loadInto(q: QueryRun, payload?: ResultsPayload): Promise<void> {
  const run = q;
  // Still fetching on the server: its rows stream from the results as the engine yields them.
  const streaming = q.state === 'fetching';
  if (payload) q.results = ref(resultsFromJson(payload)) as QueryResults;
  const cut = payload?.displayLimitReached || (q.rows !== null && q.results !== null && q.rows > q.results.rowCount);
  if (q.resultsKey && (!payload || cut)) {
    try {
      if (streaming || cut || (q.rows ?? 0) > sqllab.config.displayMaxRow) {
        await streamArrowResults(q.resultsKey, (results) => {
          const live = sqllab.queries[run.id];
          // The rows already shown (the JSON part) stay until the stream has at least as many.
          if (live && (!results.streaming || !live.results || results.rowCount >= live.results.rowCount))
            live.results = ref(results) as QueryResults;
          // A run shown while its rows were still coming in learns its row count at the end.
          if (live && !results.streaming && live.rows === null) live.rows = results.rowCount;
        });
      } else {
        q.results = ref(await fetchJsonResults(q.resultsKey)) as QueryResults;
      }
    } catch (err) {
      // A partial JSON result already shown stays; the toast says the rest could not come.
      addDangerToast(t('Failed at retrieving results'));
      if (!q.results) {
        q.errorMessage = runErrorMessage(err);
        q.state = 'failed';
      }
    }
  }
}

export interface RunOptions {
  /** Run this text instead of the editor's selection or whole text. */
  sql?: string;
  isDataPreview?: boolean;
  tableName?: string | null;
  schema?: string | null;
  /** Preview rows: a fixed small limit. */
  queryLimit?: number;
}

/** Runs SQL for a tab (POST /api/v1/sqllab/execute/): synchronously, or asynchronously when the database allows. */
export async function runQuery(tab: Pick<QueryEditor, 'id'>, opts: RunOptions = {}): Promise<QueryRun | null> {
  const editor = tabById(tab.id);
  if (!editor) return null;
  const sql = opts.sql ?? sqlToRun(editor);
  if (editor.dbId === null || !sql.trim()) return null;
  flushSql();
  const db = sqllab.databases.find((d) => d.id === editor.dbId);
  const runAsync = Boolean(db?.allow_run_async);
  const clientId = newClientId();
  const queryLimit = opts.queryLimit ?? editor.queryLimit;
  const run: QueryRun = {
    id: clientId,
    serverId: null,
    sqlEditorId: editor.id,
    tab: editor.name,
    dbId: editor.dbId,
    schema: opts.schema !== undefined ? opts.schema : editor.schema,
    sql,
    executedSql: null,
    runAsync,
    queryLimit,
    state: runAsync ? 'pending' : 'running',
    progress: 0,
    startDttm: Date.now(),
    endDttm: null,
    rows: null,
    resultsKey: null,
    errorMessage: null,
    isDataPreview: Boolean(opts.isDataPreview),
    tableName: opts.tableName ?? null,
    results: null,
    limitingFactor: null,
  };
  sqllab.queries[clientId] = run;
  if (!run.isDataPreview) editor.latestQueryId = clientId;
  setSouthTab(editor.id, run.isDataPreview ? clientId : 'results');
  ensurePolling();
  try {
    const answer = await api.post<ExecuteAnswer>('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: editor.dbId,
      json: true,
      runAsync,
      schema: run.schema,
      catalog: editor.catalog,
      sql,
      sql_editor_id: editor.id,
      tab: editor.name,
      tmp_table_name: '',
      select_as_cta: false,
      ctas_method: 'TABLE',
      templateParams: editor.templateParams || undefined,
      queryLimit,
      expand_data: true,
      // A synchronous run answers with its first rows at once; the rest streams from the results.
      stream_results: true,
    });
    const live = sqllab.queries[clientId];
    if (!live || live.state === 'stopped') return live ?? null;
    if (answer.query) Object.assign(live, queryFromWire(answer.query, live));
    // Answered while its rows are still coming in: the count is known when the run ends.
    if (answer.query?.state === 'fetching') live.rows = null;
    if (!runAsync || answer.data) {
      if (answer.query?.state === 'fetching') {
        // The first rows, while the rest streams in; the poller sees the run finish.
        ensurePolling();
        await loadResults(live, answer);
      } else if (answer.status === 'success' || answer.data) {
        live.state = 'success';
        live.endDttm ??= Date.now();
        await loadResults(live, answer);
      }
    }
    if (!run.isDataPreview && live.serverId !== null && sqllab.config.backendPersistence)
      void updateTab(editor.id, { latestQueryId: clientId });
    return live;
  } catch (err) {
    const live = sqllab.queries[clientId];
    if (live && live.state !== 'stopped') {
      live.state = 'failed';
      live.endDttm = Date.now();
      live.errorMessage = runErrorMessage(err);
    }
    return live ?? null;
  } finally {
    snapshot();
  }
}

/** Asks the server to stop a run (POST /api/v1/query/stop); the toasts are the spec's. */
export async function stopQuery(run: Pick<QueryRun, 'id'>): Promise<void> {
  try {
    await api.post('/api/v1/query/stop', { client_id: run.id });
    const live = sqllab.queries[run.id];
    if (live && !isTerminalState(live.state)) {
      live.state = 'stopped';
      live.endDttm = Date.now();
    }
    addSuccessToast(t('Query was stopped.'));
  } catch (err) {
    addDangerToast(t('Failed at stopping query. %s', err instanceof Error ? err.message : ''));
  }
}

/**
 * After a reload: unfinished runs are polled again, and a finished run shown in a tab gets its
 * rows back from the results backend (rows are never kept in the browser).
 */
export function resumeRuns(): void {
  ensurePolling();
  for (const tab of sqllab.tabs) {
    const q = tab.latestQueryId ? sqllab.queries[tab.latestQueryId] : undefined;
    if (q && q.state === 'success' && !q.results && q.resultsKey) void loadResults(q);
  }
}

// An async run that succeeds (or starts fetching) is seen by the poller; its rows come from the results.
onPolledSuccess((id) => {
  const run = sqllab.queries[id];
  if (run) void loadResults(run);
});

export { ensurePolling };
