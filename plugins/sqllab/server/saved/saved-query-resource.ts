import { sql } from 'kysely';
import { AUDIT_FIELDS } from '../../../../server/rest/audit-fields.ts';
import { defineResource } from '../../../../server/rest/define-resource.ts';
import { favoriteFilter } from '../../../../server/rest/favorites.ts';
import { likePredicate } from '../../../../server/rest/like-predicate.ts';
import type { AnyExpressionBuilder, Predicate, RestContext } from '../../../../server/rest/resource-def.ts';
import { userManyToOne } from '../../../../server/rest/user-relation.ts';
import { humanizeDelta } from '../../../../server/rest/wire-format.ts';
import { grammarOf, sqlTables } from '../../../../server/engine/sql/sql-tables.ts';
import { databaseVisibility } from '../../../catalog/server/exports.ts';

/** Superset's FavStar class name for saved queries. */
export const SAVED_QUERY_FAV_CLASS = 'query';

/**
 * Saved queries are private (Superset's `SavedQueryFilter`): every caller, an admin included, lists,
 * shows, changes and deletes only the ones they saved; another's answers 404. Sharing is by link.
 */
export function savedQueryVisibility(eb: AnyExpressionBuilder, ctx: RestContext): Predicate | null {
  if (ctx.userId === null) return eb.lit(false);
  return eb('saved_query.user_id', '=', ctx.userId);
}

/** The same rule for a row already read: is it the caller's own? */
export function isOwnSavedQuery(row: { user_id: number | null }, userId: number): boolean {
  return row.user_id === userId;
}

function parseExtra(text: unknown): unknown {
  if (typeof text !== 'string' || !text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** `/api/v1/saved_query/` (reference §2.1, §5.7). */
export const savedQueryResource = defineResource({
  name: 'saved_query',
  className: 'SavedQuery',
  table: 'saved_query',
  fields: {
    id: { type: 'number' },
    uuid: { type: 'string' },
    label: { type: 'string' },
    description: { type: 'string' },
    sql: { type: 'string' },
    catalog: { type: 'string' },
    schema: { type: 'string' },
    db_id: { type: 'number' },
    user_id: { type: 'number' },
    template_parameters: { type: 'string' },
    extra_json: { type: 'string' },
    extra: { type: 'string', computed: (r) => parseExtra(r.extra_json), needs: ['extra_json'] },
    rows: { type: 'number' },
    last_run: { type: 'datetime' },
    last_run_delta_humanized: {
      type: 'string',
      computed: (r, ctx) => humanizeDelta(r.last_run as string | null, ctx.now?.() ?? new Date()),
      needs: ['last_run'],
      sortColumn: 'last_run',
    },
    sql_tables: {
      type: 'string',
      computed: (r) => sqlTables(r.sql as string | null, grammarOf(r['database.uri'] as string | null)),
      needs: ['sql', 'database.uri'],
    },
    ...AUDIT_FIELDS,
  },
  relations: {
    database: {
      kind: 'many-to-one',
      table: 'dbs',
      fk: 'db_id',
      fields: { id: { column: 'id', type: 'number' }, database_name: 'database_name', uri: 'sqlalchemy_uri' },
      text: (r) => String(r.database_name),
      search: ['database_name'],
      relatedOrder: { field: 'database_name', direction: 'asc' },
      relatedBaseFilter: databaseVisibility,
    },
    user: userManyToOne('user_id'),
    created_by: userManyToOne('created_by_fk'),
    changed_by: userManyToOne('changed_by_fk'),
  },
  listColumns: [
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.id',
    'changed_by.last_name',
    'created_on',
    'created_on_delta_humanized',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'database.database_name',
    'database.id',
    'db_id',
    'description',
    'extra',
    'id',
    'label',
    'last_run_delta_humanized',
    'rows',
    'catalog',
    'schema',
    'sql',
    'sql_tables',
    'uuid',
  ],
  showColumns: [
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.id',
    'changed_by.last_name',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'database.database_name',
    'database.id',
    'description',
    'id',
    'label',
    'catalog',
    'schema',
    'sql',
    'sql_tables',
    'template_parameters',
    'extra_json',
    'uuid',
  ],
  orderColumns: [
    'catalog',
    'schema',
    'label',
    'description',
    'sql',
    'rows',
    'created_by.first_name',
    'database.database_name',
    'created_on',
    'changed_on_delta_humanized',
    'last_run_delta_humanized',
  ],
  searchColumns: {
    id: ['eq', 'in', 'saved_query_is_fav'],
    database: ['rel_o_m', 'nrel_o_m'],
    label: ['all_text', 'ct', 'sw', 'eq'],
    catalog: ['eq', 'ct', 'sw'],
    schema: ['eq', 'ct', 'sw'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
  },
  customFilters: {
    saved_query_is_fav: favoriteFilter(SAVED_QUERY_FAV_CLASS),
    all_text: {
      name: 'All Text',
      apply: ({ eb, value, ctx }) => {
        const text = String(value ?? '');
        if (!text) return null;
        return eb.or(
          ['label', 'description', 'sql', 'schema'].map((c) =>
            likePredicate(ctx.dialect, sql.ref(`saved_query.${c}`), text, 'contains'),
          ),
        );
      },
    },
  },
  distinctColumns: ['catalog', 'schema'],
  relatedColumns: ['database', 'created_by', 'changed_by'],
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  baseFilter: savedQueryVisibility,
  addColumns: [
    { name: 'db_id', type: 'Integer', required: true },
    { name: 'label', type: 'String' },
    { name: 'description', type: 'String' },
    { name: 'catalog', type: 'String' },
    { name: 'schema', type: 'String' },
    { name: 'sql', type: 'String' },
    { name: 'template_parameters', type: 'String' },
    { name: 'extra_json', type: 'String' },
  ],
});
