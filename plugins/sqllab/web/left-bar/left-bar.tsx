import type { Snapshot } from 'valtio';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import { catalog, loadSchemas } from '../catalog/catalog-cache.ts';
import { PickerSelect } from '../components/picker-select.tsx';
import type { QueryEditor } from '../state/editor-types.ts';
import { pickSchema } from '../state/pick-schema.ts';
import { sqllab } from '../state/sqllab-store.ts';
import { setDatabase, setSchema } from '../state/tab-actions.ts';
import { TableList } from './table-list.tsx';

/** The left bar: database and schema pickers, then the schema's tables. */
export function LeftBar({ editor }: { editor: Snapshot<QueryEditor> }) {
  const { databases } = useSnapshot(sqllab);
  const cat = useSnapshot(catalog);
  const schemas = editor.dbId !== null ? cat.schemas[String(editor.dbId)] : undefined;

  useEffect(() => {
    if (editor.dbId !== null) void loadSchemas(editor.dbId);
  }, [editor.dbId]);

  // A tab without a schema takes the database's usual one once the schemas are known.
  useEffect(() => {
    if (editor.schema !== null || !schemas?.data) return;
    const picked = pickSchema(schemas.data);
    if (picked) void setSchema(editor.id, picked);
  }, [editor.id, editor.schema, schemas?.data]);

  const dbOptions = databases.map((d) => ({
    value: String(d.id),
    label: d.database_name,
    hint: d.backend ?? undefined,
  }));
  const schemaOptions = (schemas?.data ?? []).map((s) => ({ value: s, label: s }));

  return (
    <aside className="sqllab-leftbar" aria-label={t('Database browser')} data-testid="sqllab-leftbar">
      <div className="sqllab-leftbar__pickers">
        <PickerSelect
          label={t('Database')}
          options={dbOptions}
          value={editor.dbId === null ? null : String(editor.dbId)}
          onChange={(v) => void setDatabase(editor.id, Number(v))}
          placeholder={databases.length ? t('Select a database') : t('No databases available')}
          testId="database-picker"
        />
        <PickerSelect
          label={t('Schema')}
          options={schemaOptions}
          value={editor.schema}
          onChange={(v) => void setSchema(editor.id, v)}
          placeholder={schemas?.status === 'error' ? t('Schemas could not be loaded') : t('Select a schema')}
          loading={schemas?.status === 'loading'}
          disabled={editor.dbId === null}
          testId="schema-picker"
        />
      </div>
      {editor.dbId !== null && editor.schema ? (
        <TableList editor={editor} dbId={editor.dbId} schema={editor.schema} />
      ) : (
        <p className="sqllab-leftbar__hint">
          {editor.dbId === null ? t('Pick a database to browse its tables.') : t('Pick a schema to see its tables.')}
        </p>
      )}
    </aside>
  );
}
