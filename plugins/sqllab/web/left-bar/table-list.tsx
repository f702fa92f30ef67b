import type { Snapshot } from 'valtio';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { IconButton } from '../../../../web/components/icon-button.tsx';
import { Skeleton } from '../../../../web/components/spinner.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { catalog, loadTables, tablesKey } from '../catalog/catalog-cache.ts';
import type { QueryEditor } from '../state/editor-types.ts';
import { sqllab } from '../state/sqllab-store.ts';
import { TableItem } from './table-item.tsx';

/** The tables of the picked schema, filterable; each expands to its columns, keys and indexes. */
export function TableList({ editor, dbId, schema }: { editor: Snapshot<QueryEditor>; dbId: number; schema: string }) {
  const cat = useSnapshot(catalog);
  const { tables: opened } = useSnapshot(sqllab);
  const [filter, setFilter] = useState('');
  const entry = cat.tables[tablesKey(dbId, schema)];

  useEffect(() => {
    void loadTables(dbId, schema);
  }, [dbId, schema]);

  const all = entry?.data ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((x) => x.value.toLowerCase().includes(needle)) : all;

  return (
    <div className="sqllab-tables">
      <div className="sqllab-tables__head">
        <span className="sqllab-tables__title">
          {t('Tables')} {entry?.data ? <span className="sqllab-tables__count">{all.length}</span> : null}
        </span>
        <IconButton
          icon="refresh"
          label={t('Refresh table list')}
          onClick={() => void loadTables(dbId, schema, true)}
        />
      </div>
      <input
        type="search"
        className="lp-input sqllab-tables__filter"
        placeholder={t('Filter tables')}
        aria-label={t('Filter tables')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <ul className="sqllab-tables__list" data-testid="table-list">
        {entry?.status === 'loading' &&
          !entry.data &&
          Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="sqllab-tables__skeleton">
              <Skeleton width={`${50 + ((i * 17) % 40)}%`} />
            </li>
          ))}
        {entry?.status === 'error' && (
          <li className="sqllab-tables__message sqllab-tables__message--error" role="alert">
            {t('The tables could not be loaded: %s', entry.error ?? '')}
          </li>
        )}
        {entry?.status === 'ready' && !shown.length && (
          <li className="sqllab-tables__message">
            {needle ? t('No table matches "%s"', filter.trim()) : t('This schema has no tables')}
          </li>
        )}
        {shown.map((x) => {
          const state = opened.find(
            (o) => o.queryEditorId === editor.id && o.dbId === dbId && o.schema === schema && o.name === x.value,
          );
          return (
            <TableItem
              key={x.value}
              editor={editor}
              dbId={dbId}
              schema={schema}
              name={x.value}
              type={x.type}
              expanded={Boolean(state?.expanded)}
            />
          );
        })}
      </ul>
    </div>
  );
}
