import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import { Icon } from '../../../../web/components/icons.tsx';
import type { QueryEditor } from '../state/editor-types.ts';
import { setSouthTab, sqllab } from '../state/sqllab-store.ts';
import { closePreview } from '../state/table-actions.ts';
import { stopQuery } from '../run/run-query.ts';
import { QueryHistory } from './query-history.tsx';
import { ResultView } from './result-view.tsx';

const RUN_HINT =
  'Write SQL above and press Ctrl+Enter (⌘+Enter on a Mac) to run it; with text selected, only the selection runs.';

/** The south pane: Results, Query history, and one tab per data preview. */
export function SouthPane({ editor }: { editor: Snapshot<QueryEditor> }) {
  const { queries, southTab } = useSnapshot(sqllab);
  const previews = Object.values(queries).filter((q) => q.isDataPreview && q.sqlEditorId === editor.id);
  const selected = southTab[editor.id] ?? 'results';
  const current =
    selected === 'results' || selected === 'history' || previews.some((p) => p.id === selected) ? selected : 'results';
  const latest = editor.latestQueryId ? (queries[editor.latestQueryId] ?? null) : null;
  const preview = previews.find((p) => p.id === current) ?? null;

  const tab = (id: string, label: string, extra?: React.ReactNode) => (
    <div key={id} className="sqllab-south__tab" data-selected={current === id || undefined}>
      <button
        type="button"
        role="tab"
        aria-selected={current === id}
        className="sqllab-south__tab-button"
        onClick={() => setSouthTab(editor.id, id)}
      >
        {label}
      </button>
      {extra}
    </div>
  );

  return (
    <section className="sqllab-south" aria-label={t('Results')} data-testid="south-pane">
      <div className="sqllab-south__tabs" role="tablist">
        {tab('results', t('Results'))}
        {tab('history', t('Query history'))}
        {previews.map((p) =>
          tab(
            p.id,
            t('Preview: %s', p.tableName ?? ''),
            <button
              type="button"
              className="sqllab-south__close"
              aria-label={t('Close preview of %s', p.tableName ?? '')}
              onClick={() => closePreview(editor.id, p.id)}
            >
              <Icon name="close" size={12} />
            </button>,
          ),
        )}
      </div>
      <div className="sqllab-south__body" role="tabpanel">
        {current === 'history' ? (
          <QueryHistory editor={editor} />
        ) : current === 'results' ? (
          <ResultView run={latest} emptyHint={t(RUN_HINT)} onStop={() => latest && void stopQuery(latest)} />
        ) : (
          <ResultView run={preview} emptyHint="" onStop={() => preview && void stopQuery(preview)} />
        )}
      </div>
    </section>
  );
}
