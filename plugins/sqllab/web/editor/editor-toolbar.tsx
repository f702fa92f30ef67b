import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio';
import { Button } from '../../../../web/components/button.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { SqlLabIcon } from '../components/sqllab-icons.tsx';
import { EditorActions } from '../dialogs/toolbar-actions.tsx';
import type { QueryEditor } from '../state/editor-types.ts';
import { isTerminalState } from '../../shared/index.ts';
import { rowLimitOptions } from '../state/sqllab-config.ts';
import { sqllab, tabById } from '../state/sqllab-store.ts';
import { updateTab } from '../state/tab-actions.ts';
import { runQuery, stopQuery } from '../run/run-query.ts';
import { RunTimer } from '../south-pane/run-timer.tsx';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Run (or Stop while running), the row limit, the run timer and the dialogs' buttons. */
export function EditorToolbar({ editor }: { editor: Snapshot<QueryEditor> }) {
  const { queries, config } = useSnapshot(sqllab);
  const latest = editor.latestQueryId ? (queries[editor.latestQueryId] ?? null) : null;
  const running = latest !== null && !isTerminalState(latest.state);
  const hasSelection = editor.selectedText.trim() !== '';
  const limits = rowLimitOptions(config.sqlMaxRow);
  if (!limits.includes(editor.queryLimit)) limits.push(editor.queryLimit);
  limits.sort((a, b) => a - b);
  const live = tabById(editor.id);

  return (
    <div className="sqllab-toolbar" data-testid="editor-toolbar">
      <div className="sqllab-toolbar__start">
        {running ? (
          <Button variant="danger" onClick={() => latest && void stopQuery(latest)} data-testid="stop-query">
            <SqlLabIcon name="stop" size={12} />
            {t('Stop')}
          </Button>
        ) : (
          <Button
            variant="primary"
            onClick={() => void runQuery(editor)}
            disabled={editor.dbId === null}
            title={isMac ? '⌘+Enter' : 'Ctrl+Enter'}
            data-testid="run-query"
          >
            <SqlLabIcon name="play" size={12} />
            {hasSelection ? t('Run selection') : t('Run')}
          </Button>
        )}
        <label className="sqllab-toolbar__limit">
          <span>{t('Limit')}</span>
          <select
            className="lp-input lp-select sqllab-toolbar__limit-select"
            value={editor.queryLimit}
            onChange={(e) => void updateTab(editor.id, { queryLimit: Number(e.target.value) })}
            data-testid="row-limit"
          >
            {limits.map((n) => (
              <option key={n} value={n}>
                {n.toLocaleString('en-US')}
              </option>
            ))}
          </select>
        </label>
        <RunTimer run={latest} />
      </div>
      <div className="sqllab-toolbar__end">{live && <EditorActions editor={editor as QueryEditor} />}</div>
    </div>
  );
}
