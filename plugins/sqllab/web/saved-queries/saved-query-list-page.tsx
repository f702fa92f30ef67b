import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../../../web/app/web-plugin.ts';
import { Button } from '../../../../web/components/button.tsx';
import { IconButton } from '../../../../web/components/icon-button.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { favoriteFilter } from '../../../../web/list-page/favorite-filter.ts';
import { ListPage, useListModel } from '../../../../web/list-page/list-page.tsx';
import type { ListPageConfig } from '../../../../web/list-page/list-types.ts';
import { createPreviewModel, SavedQueryPreview } from './saved-query-preview.tsx';
import { sqlLabUrlOf, type SavedQueryRow } from './saved-query-row.ts';
import { SavedQueryTables } from './saved-query-tables.tsx';
import './saved-queries.css';

/** `2024-05-02T10:11:12` → the browser's local date and time, short. */
function shortDate(iso: string | null): string {
  if (!iso) return '–';
  const d = new Date(`${iso}Z`);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The saved query list (Superset's `/savedqueryview/list/`): the caller's queries, ready to preview or open in SQL Lab. */
export const savedQueryListConfig: ListPageConfig<SavedQueryRow> = {
  resource: 'saved_query',
  noun: t('saved query'),
  title: t('Saved queries'),
  deletable: true,
  bulkDeleteEndpoint: true,
  favorites: true,
  nameOf: (r) => r.label || t('Untitled query'),
  linkOf: sqlLabUrlOf,
  columns: [
    {
      id: 'label',
      header: t('Name'),
      sortKey: 'label',
      cell: (r) => (
        <a className="lp-cell-name" href={sqlLabUrlOf(r)} title={r.description ?? t('Open in SQL Lab')}>
          {r.label || t('Untitled query')}
        </a>
      ),
    },
    {
      id: 'database',
      header: t('Database'),
      sortKey: 'database.database_name',
      width: '150px',
      cell: (r) => <span className="lp-cell-muted">{r.database?.database_name ?? '–'}</span>,
    },
    {
      id: 'schema',
      header: t('Schema'),
      sortKey: 'schema',
      width: '120px',
      cell: (r) => <span className="lp-cell-muted">{r.schema ?? '–'}</span>,
    },
    { id: 'tables', header: t('Tables'), width: '190px', cell: (r) => <SavedQueryTables tables={r.sql_tables} /> },
    {
      id: 'created_on',
      header: t('Created on'),
      sortKey: 'created_on',
      width: '170px',
      cell: (r) => (
        <span className="lp-cell-muted" title={r.created_on_delta_humanized ?? undefined}>
          {shortDate(r.created_on)}
        </span>
      ),
    },
    {
      id: 'changed_on',
      header: t('Modified'),
      sortKey: 'changed_on_delta_humanized',
      width: '140px',
      cell: (r) => <span className="lp-cell-muted">{r.changed_on_delta_humanized ?? '–'}</span>,
    },
  ],
  filters: [
    {
      kind: 'search',
      id: 'search',
      label: t('Search'),
      col: 'label',
      opr: 'all_text',
      placeholder: t('Name, description or SQL'),
    },
    {
      kind: 'select',
      id: 'database',
      label: t('Database'),
      col: 'database',
      opr: 'rel_o_m',
      source: { type: 'related', column: 'database' },
    },
    {
      kind: 'select',
      id: 'schema',
      label: t('Schema'),
      col: 'schema',
      opr: 'eq',
      source: { type: 'distinct', column: 'schema' },
    },
    favoriteFilter('saved_query_is_fav'),
  ],
  empty: {
    title: t('No saved queries yet'),
    description: t('Save a query in SQL Lab to keep it here, ready to open again.'),
  },
};

export default function SavedQueryListPage(_props: PageProps) {
  const model = useListModel(savedQueryListConfig);
  const preview = useMemo(() => createPreviewModel(), []);
  const snap = useSnapshot(model.state);
  return (
    <ListPage
      config={savedQueryListConfig}
      model={model}
      headerActions={() => (
        <Button variant="primary" icon="plus" onClick={() => location.assign('/sqllab/')} data-testid="new-query">
          {t('Query')}
        </Button>
      )}
      rowActions={(row) => (
        <>
          <IconButton
            icon="eye"
            label={t('Query preview')}
            tone="accent"
            onClick={() => preview.open(snap.rows as readonly SavedQueryRow[], row.id)}
            data-testid="row-preview"
          />
          <IconButton
            icon="query"
            label={t('Open in SQL Lab')}
            tone="accent"
            onClick={() => location.assign(sqlLabUrlOf(row))}
            data-testid="row-open"
          />
        </>
      )}
    >
      <SavedQueryPreview model={preview} />
    </ListPage>
  );
}
