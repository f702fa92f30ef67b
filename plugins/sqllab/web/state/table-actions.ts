import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast } from '../../../../web/toasts/toast-store.ts';
import { loadTableMetadata } from '../catalog/catalog-cache.ts';
import { runQuery } from '../run/run-query.ts';
import type { QueryEditor, TableSchema } from './editor-types.ts';
import { failed, getPersistence, setSouthTab, snapshot, sqllab } from './sqllab-store.ts';

/** The tables a tab has opened in its left bar. */
export function tablesOf(editorId: string): TableSchema[] {
  return sqllab.tables.filter((x) => x.queryEditorId === editorId);
}

type EditorRef = Readonly<Pick<QueryEditor, 'id' | 'dbId'>>;

function find(editor: EditorRef, schema: string | null, name: string): TableSchema | undefined {
  return sqllab.tables.find(
    (x) => x.queryEditorId === editor.id && x.dbId === editor.dbId && x.schema === schema && x.name === name,
  );
}

/**
 * Expands a table of the list (adding it to the tab's tables, stored on the server too) or
 * collapses it. Its metadata loads on expand.
 */
export async function toggleTable(editor: EditorRef, schema: string | null, name: string): Promise<void> {
  if (editor.dbId === null) return;
  const existing = find(editor, schema, name);
  if (existing) {
    const expanded = !existing.expanded;
    existing.expanded = expanded;
    snapshot();
    if (expanded) void loadTableMetadata(existing.dbId, schema, name);
    await getPersistence()
      .setTableExpanded(existing, expanded)
      .catch(
        failed(
          t(
            expanded
              ? 'An error occurred while expanding the table schema. Please contact your administrator.'
              : 'An error occurred while collapsing the table schema. Please contact your administrator.',
          ),
        ),
      );
    return;
  }
  const table: TableSchema = {
    id: `tbl-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
    serverId: null,
    dbId: editor.dbId,
    queryEditorId: editor.id,
    schema,
    name,
    expanded: true,
    dataPreviewQueryId: null,
  };
  sqllab.tables.push(table);
  snapshot();
  const metadata = loadTableMetadata(editor.dbId, schema, name).then((md) => {
    if (!md) addDangerToast(t('An error occurred while fetching table metadata. Please contact your administrator.'));
  });
  try {
    const serverId = await getPersistence().addTable(table);
    const live = sqllab.tables.find((x) => x.id === table.id);
    if (live) live.serverId = serverId;
  } catch (err) {
    failed(t('An error occurred while expanding the table schema. Please contact your administrator.'))(err);
  }
  await metadata;
}

/** Removes a table from the tab's list. */
export async function removeTable(table: TableSchema): Promise<void> {
  const i = sqllab.tables.findIndex((x) => x.id === table.id);
  if (i < 0) return;
  const [removed] = sqllab.tables.splice(i, 1);
  snapshot();
  await getPersistence()
    .removeTable(removed!)
    .catch(failed(t('An error occurred while removing the table schema. Please contact your administrator.')));
}

/** Runs the table's `selectStar` as a data preview, shown in a south-pane tab of its own. */
export async function previewTable(editor: EditorRef, schema: string | null, name: string): Promise<void> {
  if (editor.dbId === null) return;
  const md = await loadTableMetadata(editor.dbId, schema, name);
  if (!md) {
    addDangerToast(t('An error occurred while fetching table metadata. Please contact your administrator.'));
    return;
  }
  const run = await runQuery(editor, {
    sql: md.selectStar,
    isDataPreview: true,
    tableName: name,
    schema,
    queryLimit: 100,
  });
  const table = find(editor, schema, name);
  if (run && table) table.dataPreviewQueryId = run.id;
  if (run) setSouthTab(editor.id, run.id);
}

/** Closes a preview's south-pane tab. */
export function closePreview(editorId: string, queryId: string): void {
  const q = sqllab.queries[queryId];
  if (q?.isDataPreview) delete sqllab.queries[queryId];
  if (sqllab.southTab[editorId] === queryId) setSouthTab(editorId, 'results');
  snapshot();
}
