import type { ListRow } from '../../../../web/list-page/list-types.ts';

/** A row of `/api/v1/saved_query/` as the list page asks for it (reference §5.7). */
export type SavedQueryRow = ListRow & {
  label: string | null;
  description: string | null;
  sql: string | null;
  schema: string | null;
  database: { id: number; database_name: string } | null;
  sql_tables: { table: string; schema: string | null; catalog: string | null }[];
  created_on: string | null;
  created_on_delta_humanized: string | null;
  changed_on_delta_humanized: string | null;
};

/** Where a saved query opens: the editor (`/sqllab/?savedQueryId=`), which loads it into a new tab. */
export const sqlLabUrlOf = (row: Pick<SavedQueryRow, 'id'>) => `/sqllab/?savedQueryId=${row.id}`;

/** `schema.table`, or the table alone. */
export const tableName = (t: { table: string; schema: string | null }) =>
  t.schema ? `${t.schema}.${t.table}` : t.table;
