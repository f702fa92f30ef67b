import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import { defineResource } from '../../../../server/rest/define-resource.ts';
import { userManyToOne } from '../../../../server/rest/user-relation.ts';
import { seesAllQueries } from './query-access.ts';
import { sqlTables } from '../../../../server/engine/sql/sql-tables.ts';
import { databaseVisibility } from '../../../catalog/server/exports.ts';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'];
const RANGE_OPS = ['gt', 'lt', 'ge', 'le', 'eq'];

/**
 * `/api/v1/query/` (reference §5.3): Superset's QueryRestApi list/show/related/distinct. A user
 * sees their own queries; Admin and `all_query_access` see everyone's.
 */
export const queryResource = defineResource({
  name: 'query',
  className: 'Query',
  table: 'query',
  fields: {
    id: { type: 'number' },
    changed_on: { type: 'datetime' },
    client_id: { type: 'string' },
    error_message: { type: 'string' },
    executed_sql: { type: 'string' },
    limit: { type: 'number' },
    limiting_factor: { type: 'string' },
    progress: { type: 'number' },
    results_key: { type: 'string' },
    rows: { type: 'number' },
    schema: { type: 'string' },
    catalog: { type: 'string' },
    select_as_cta: { type: 'boolean' },
    select_as_cta_used: { type: 'boolean' },
    select_sql: { type: 'string' },
    sql: { type: 'string' },
    sql_editor_id: { type: 'string' },
    status: { type: 'string' },
    tab_name: { type: 'string' },
    tmp_schema_name: { type: 'string' },
    tmp_table_name: { type: 'string' },
    tracking_url: { type: 'string' },
    start_time: { type: 'number' },
    start_running_time: { type: 'number' },
    end_time: { type: 'number' },
    end_result_backend_time: { type: 'number' },
    sql_tables: { type: 'string', needs: ['sql'], computed: (r) => sqlTables(r.sql as string | null) },
  },
  relations: {
    database: {
      kind: 'many-to-one',
      table: 'dbs',
      fk: 'database_id',
      fields: { id: { column: 'id', type: 'number' }, database_name: 'database_name' },
      text: (r) => String(r.database_name),
      search: ['database_name'],
      relatedOrder: { field: 'database_name', direction: 'asc' },
      relatedBaseFilter: databaseVisibility,
    },
    user: userManyToOne('user_id'),
  },
  // Superset 4.1's list: what SQL Lab's per-tab query history asks for (`useEditorQueriesQuery`).
  listColumns: [
    'id',
    'changed_on',
    'client_id',
    'database.id',
    'database.database_name',
    'executed_sql',
    'error_message',
    'limit',
    'limiting_factor',
    'progress',
    'rows',
    'schema',
    'select_as_cta',
    'sql',
    'sql_editor_id',
    'sql_tables',
    'status',
    'tab_name',
    'user.first_name',
    'user.id',
    'user.last_name',
    'start_time',
    'end_time',
    'tmp_table_name',
    'tracking_url',
    'results_key',
  ],
  showColumns: [
    'id',
    'changed_on',
    'client_id',
    'database.id',
    'end_result_backend_time',
    'end_time',
    'error_message',
    'executed_sql',
    'limit',
    'progress',
    'results_key',
    'rows',
    'schema',
    'select_as_cta',
    'select_as_cta_used',
    'select_sql',
    'sql',
    'sql_editor_id',
    'start_running_time',
    'start_time',
    'status',
    'tab_name',
    'tmp_schema_name',
    'tmp_table_name',
    'tracking_url',
  ],
  orderColumns: [
    'changed_on',
    'database.database_name',
    'rows',
    'schema',
    'start_time',
    'sql',
    'tab_name',
    'user.first_name',
  ],
  searchColumns: {
    changed_on: RANGE_OPS,
    database: ['rel_o_m', 'nrel_o_m'],
    sql: TEXT_OPS,
    status: ['eq', 'neq', 'in'],
    user: ['rel_o_m', 'nrel_o_m'],
    start_time: RANGE_OPS,
    // SQL Lab's query history panel asks for one tab's queries: `(col:sql_editor_id,opr:eq,value:'12')`.
    sql_editor_id: TEXT_OPS,
  },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  baseFilter: (eb, ctx) => {
    const user = (ctx as LoupeRestContext).user;
    if (user && seesAllQueries(user)) return null;
    return eb('query.user_id', '=', user?.id ?? -1);
  },
  distinctColumns: ['status'],
  relatedColumns: ['database', 'user'],
});
