import { useEffect, useState } from 'react';
import type { Snapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import { SplitPane } from '../components/split-pane.tsx';
import { SqlLabIcon } from '../components/sqllab-icons.tsx';
import { LeftBar } from '../left-bar/left-bar.tsx';
import type { QueryEditor } from '../state/editor-types.ts';
import { writePaneHeight } from '../state/pane-heights.ts';
import { setSql } from '../state/editor-text.ts';
import { setSelectedText, tabById } from '../state/sqllab-store.ts';
import { updateTab } from '../state/tab-actions.ts';
import { runQuery } from '../run/run-query.ts';
import { SouthPane } from '../south-pane/south-pane.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { SqlEditor } from './sql-editor.tsx';

/** One tab's workspace: the left bar (which hides), the editor with its toolbar, and the south pane. */
export function TabWorkspace({ editor }: { editor: Snapshot<QueryEditor> }) {
  const [north, setNorth] = useState(editor.northPercent);
  // Another tab, or a split stored from elsewhere, shows the tab's split (set while rendering, not in an effect).
  const [splitOf, setSplitOf] = useState({ id: editor.id, percent: editor.northPercent });
  if (splitOf.id !== editor.id || splitOf.percent !== editor.northPercent) {
    setSplitOf({ id: editor.id, percent: editor.northPercent });
    setNorth(editor.northPercent);
  }

  // A tab opened with autorun (a shared link, a chart's "View query in SQL Lab") runs once.
  useEffect(() => {
    if (!editor.autorun || editor.dbId === null) return;
    void updateTab(editor.id, { autorun: false });
    void runQuery(editor);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when a tab with autorun shows, not on every change of the tab's snapshot
  }, [editor.id, editor.autorun]);

  return (
    <div className={`sqllab-workspace${editor.hideLeftBar ? ' sqllab-workspace--no-leftbar' : ''}`}>
      {!editor.hideLeftBar && <LeftBar editor={editor} />}
      <div className="sqllab-main">
        <SplitPane
          northPercent={north}
          onResize={setNorth}
          onResizeEnd={(p) => {
            const live = tabById(editor.id);
            if (live) Object.assign(live, { northPercent: p, southPercent: 100 - p });
            writePaneHeight(editor.id, p);
          }}
          north={
            <div className="sqllab-north">
              <div className="sqllab-north__bar">
                <button
                  type="button"
                  className="lp-icon-button"
                  aria-label={editor.hideLeftBar ? t('Show the database browser') : t('Hide the database browser')}
                  title={editor.hideLeftBar ? t('Show the database browser') : t('Hide the database browser')}
                  aria-pressed={!editor.hideLeftBar}
                  onClick={() => void updateTab(editor.id, { hideLeftBar: !editor.hideLeftBar })}
                  data-testid="toggle-leftbar"
                >
                  <SqlLabIcon name="sidebar" />
                </button>
                <EditorToolbar editor={editor} />
              </div>
              <SqlEditor
                tabId={editor.id}
                value={editor.sql}
                onChange={(sql) => setSql(editor.id, sql)}
                onSelectionChange={(text) => setSelectedText(editor.id, text)}
                onRun={() => void runQuery(editor)}
              />
            </div>
          }
          south={<SouthPane editor={editor} />}
        />
      </div>
    </div>
  );
}
