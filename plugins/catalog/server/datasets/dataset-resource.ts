import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import { AUDIT_FIELDS } from '../../../../server/rest/audit-fields.ts';
import { defineResource } from '../../../../server/rest/define-resource.ts';
import type { AnyExpressionBuilder, Predicate } from '../../../../server/rest/resource-def.ts';
import { userManyToMany, userManyToOne } from '../../../../server/rest/user-relation.ts';
import { dataAccessOf, type DataAccess } from '../../shared/index.ts';
import { databaseVisibility } from '../databases/database-visibility.ts';

/** Which datasets a caller sees: all, or owned, or reachable through a data-access permission. */
export function datasetVisibility(eb: AnyExpressionBuilder, access: DataAccess): Predicate | null {
  if (access.all) return null;
  const ors: Predicate[] = [];
  if (access.userId !== null) {
    ors.push(
      eb(
        'tables.id',
        'in',
        eb
          .selectFrom('sqlatable_user')
          .select('sqlatable_user.table_id')
          .where('sqlatable_user.user_id', '=', access.userId),
      ),
    );
  }
  if (access.datasetIds.length) ors.push(eb('tables.id', 'in', access.datasetIds));
  if (access.databaseIds.length) ors.push(eb('tables.database_id', 'in', access.databaseIds));
  if (access.schemaPerms.length) ors.push(eb('tables.schema_perm', 'in', access.schemaPerms));
  return ors.length ? eb.or(ors) : eb.lit(false);
}

/** `/api/v1/dataset/` (reference §2.1, §6). */
export const datasetResource = defineResource({
  name: 'dataset',
  className: 'Dataset',
  modelName: 'SqlaTable',
  table: 'tables',
  fields: {
    id: { type: 'number' },
    uuid: { type: 'string' },
    table_name: { type: 'string' },
    catalog: { type: 'string' },
    schema: { type: 'string' },
    sql: { type: 'string' },
    description: { type: 'string' },
    main_dttm_col: { type: 'string' },
    default_endpoint: { type: 'string' },
    offset: { type: 'number' },
    cache_timeout: { type: 'number' },
    is_sqllab_view: { type: 'boolean' },
    template_params: { type: 'string' },
    filter_select_enabled: { type: 'boolean' },
    fetch_values_predicate: { type: 'string' },
    normalize_columns: { type: 'boolean' },
    always_filter_main_dttm: { type: 'boolean' },
    extra: { type: 'json-text' },
    is_managed_externally: { type: 'boolean' },
    external_url: { type: 'string' },
    database_id: { type: 'number' },
    datasource_type: { type: 'string', computed: () => 'table' },
    kind: { type: 'string', computed: (r) => (r.sql ? 'virtual' : 'physical'), needs: ['sql'] },
    explore_url: {
      type: 'string',
      computed: (r) => `/explore/?datasource_type=table&datasource_id=${r.id}`,
      needs: ['id'],
    },
    uid: { type: 'string', computed: (r) => `${r.id}__table`, needs: ['id'] },
    datasource_name: { type: 'string', computed: (r) => r.table_name, needs: ['table_name'] },
    name: {
      type: 'string',
      computed: (r) => (r.schema ? `${r.schema}.${r.table_name}` : r.table_name),
      needs: ['schema', 'table_name'],
    },
    url: { type: 'string', computed: (r) => `/tablemodelview/edit/${r.id}`, needs: ['id'] },
    ...AUDIT_FIELDS,
  },
  relations: {
    database: {
      kind: 'many-to-one',
      table: 'dbs',
      fk: 'database_id',
      fields: { id: { column: 'id', type: 'number' }, database_name: 'database_name', uuid: 'uuid' },
      text: (r) => String(r.database_name),
      search: ['database_name'],
      relatedOrder: { field: 'database_name', direction: 'asc' },
      relatedBaseFilter: databaseVisibility,
    },
    owners: userManyToMany('sqlatable_user', 'table_id'),
    created_by: userManyToOne('created_by_fk'),
    changed_by: userManyToOne('changed_by_fk'),
  },
  listColumns: [
    'id',
    'uuid',
    'database.id',
    'database.database_name',
    'database.uuid',
    'changed_by_name',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_on_utc',
    'changed_on_delta_humanized',
    'default_endpoint',
    'description',
    'datasource_type',
    'explore_url',
    'extra',
    'kind',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'catalog',
    'schema',
    'sql',
    'table_name',
  ],
  showColumns: [
    'id',
    'uuid',
    'database.id',
    'database.database_name',
    'database.uuid',
    'table_name',
    'sql',
    'filter_select_enabled',
    'fetch_values_predicate',
    'catalog',
    'schema',
    'description',
    'main_dttm_col',
    'normalize_columns',
    'always_filter_main_dttm',
    'offset',
    'default_endpoint',
    'cache_timeout',
    'is_sqllab_view',
    'template_params',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'datasource_type',
    'url',
    'extra',
    'kind',
    'created_on',
    'created_on_delta_humanized',
    'created_by.first_name',
    'created_by.last_name',
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.last_name',
    'is_managed_externally',
    'uid',
    'datasource_name',
    'name',
    'external_url',
  ],
  orderColumns: [
    'table_name',
    'catalog',
    'schema',
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'database.database_name',
  ],
  searchColumns: {
    id: ['eq', 'neq', 'in', 'gt', 'lt', 'ge', 'le', 'dataset_is_certified'],
    uuid: ['eq', 'in'],
    database: ['rel_o_m', 'nrel_o_m'],
    owners: ['rel_m_m', 'nrel_m_m'],
    catalog: ['eq', 'neq', 'ct', 'sw', 'in'],
    schema: ['eq', 'neq', 'ct', 'sw', 'ew', 'nct', 'in'],
    sql: ['dataset_is_null_or_empty'],
    table_name: ['ct', 'sw', 'ew', 'eq', 'neq', 'nct', 'nsw', 'new', 'in'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
  },
  customFilters: {
    // Superset's DatasetCertifiedFilter: `extra` names a certification.
    dataset_is_certified: {
      name: 'Is certified',
      apply: ({ eb, value }) => {
        const certified = eb('tables.extra', 'like', '%"certification":%');
        if (value === true || value === 'true' || value === 1) return certified;
        if (value === false || value === 'false' || value === 0)
          return eb.or([eb.not(certified), eb('tables.extra', 'is', null)]);
        return null;
      },
    },
    dataset_is_null_or_empty: {
      name: 'Null or Empty',
      apply: ({ eb, value }) => {
        const empty = eb.or([eb('tables.sql', 'is', null), eb('tables.sql', '=', '')]);
        return value === true || value === 'true' || value === 1 ? empty : eb.not(empty);
      },
    },
  },
  distinctColumns: ['catalog', 'schema'],
  relatedColumns: ['database', 'owners', 'created_by', 'changed_by'],
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  baseFilter: (eb, ctx) => datasetVisibility(eb, dataAccessOf((ctx as LoupeRestContext).user)),
  addColumns: [
    { name: 'database', type: 'Related', required: true },
    { name: 'catalog', type: 'String' },
    { name: 'schema', type: 'String' },
    { name: 'table_name', type: 'String', required: true },
    { name: 'sql', type: 'String' },
    { name: 'owners', type: 'List' },
  ],
});
