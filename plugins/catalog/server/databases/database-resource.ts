import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import { AUDIT_FIELDS } from '../../../../server/rest/audit-fields.ts';
import { defineResource } from '../../../../server/rest/define-resource.ts';
import type { FieldDef } from '../../../../server/rest/resource-def.ts';
import { userManyToOne } from '../../../../server/rest/user-relation.ts';
import { dataAccessOf } from '../../shared/index.ts';
import { backendOf, engineInformation } from './engine-info.ts';
import { databaseExtra } from './database-row.ts';
import { masked } from './database-uri.ts';

const bool = (column?: string): FieldDef => ({ type: 'boolean', ...(column ? { column } : {}) });
const fromExtra = (key: string, fallback: unknown): FieldDef => ({
  type: 'boolean',
  computed: (r) => databaseExtra(r as { extra: string | null })[key] ?? fallback,
  needs: ['extra'],
});

/** `/api/v1/database/` (reference §2.1, §10). */
export const databaseResource = defineResource({
  name: 'database',
  className: 'Database',
  table: 'dbs',
  fields: {
    id: { type: 'number' },
    uuid: { type: 'string' },
    database_name: { type: 'string' },
    verbose_name: { type: 'string' },
    cache_timeout: { type: 'number' },
    expose_in_sqllab: bool(),
    allow_run_async: bool(),
    allow_file_upload: bool(),
    allow_ctas: bool(),
    allow_cvas: bool(),
    allow_dml: bool(),
    force_ctas_schema: { type: 'string' },
    impersonate_user: bool(),
    configuration_method: { type: 'string' },
    extra: { type: 'json-text' },
    server_cert: { type: 'string' },
    is_managed_externally: bool(),
    external_url: { type: 'string' },
    sqlalchemy_uri: {
      type: 'string',
      computed: (r) => masked(r.sqlalchemy_uri as string, Boolean(r.password)),
      needs: ['sqlalchemy_uri', 'password'],
    },
    backend: { type: 'string', computed: (r) => backendOf(r.sqlalchemy_uri as string), needs: ['sqlalchemy_uri'] },
    driver: {
      type: 'string',
      computed: (r) => backendOf(r.sqlalchemy_uri as string, 'driver'),
      needs: ['sqlalchemy_uri'],
    },
    explore_database_id: { type: 'number', computed: (r) => r.id, needs: ['id'] },
    allows_subquery: { type: 'boolean', computed: () => true },
    allows_cost_estimate: {
      type: 'boolean',
      computed: (r) =>
        ['postgresql', 'mysql', 'duckdb', 'sqlite'].includes(backendOf(r.sqlalchemy_uri as string)) &&
        databaseExtra(r as { extra: string | null }).cost_estimate_enabled === true,
      needs: ['sqlalchemy_uri', 'extra'],
    },
    allows_virtual_table_explore: fromExtra('allows_virtual_table_explore', true),
    disable_data_preview: fromExtra('disable_data_preview', false),
    disable_drill_to_detail: fromExtra('disable_drill_to_detail', false),
    allow_multi_catalog: fromExtra('allow_multi_catalog', false),
    engine_information: {
      type: 'string',
      computed: (r) => engineInformation(backendOf(r.sqlalchemy_uri as string)),
      needs: ['sqlalchemy_uri'],
    },
    ...AUDIT_FIELDS,
  },
  relations: { created_by: userManyToOne('created_by_fk'), changed_by: userManyToOne('changed_by_fk') },
  listColumns: [
    'allow_file_upload',
    'allow_ctas',
    'allow_cvas',
    'allow_dml',
    'allow_run_async',
    'allows_cost_estimate',
    'allows_subquery',
    'allows_virtual_table_explore',
    'backend',
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.last_name',
    'created_by.first_name',
    'created_by.last_name',
    'database_name',
    'explore_database_id',
    'expose_in_sqllab',
    'extra',
    'force_ctas_schema',
    'id',
    'uuid',
    'disable_data_preview',
    'disable_drill_to_detail',
    'allow_multi_catalog',
    'engine_information',
  ],
  showColumns: [
    'id',
    'uuid',
    'database_name',
    'cache_timeout',
    'expose_in_sqllab',
    'allow_run_async',
    'allow_file_upload',
    'configuration_method',
    'allow_ctas',
    'allow_cvas',
    'allow_dml',
    'backend',
    'driver',
    'force_ctas_schema',
    'impersonate_user',
    'is_managed_externally',
    'engine_information',
    'verbose_name',
    'allows_subquery',
    'allows_cost_estimate',
    'allows_virtual_table_explore',
    'disable_data_preview',
    'disable_drill_to_detail',
    'allow_multi_catalog',
    'explore_database_id',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
    'created_on_delta_humanized',
  ],
  orderColumns: [
    'database_name',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'created_by.first_name',
    'allow_run_async',
    'allow_dml',
    'allow_file_upload',
    'expose_in_sqllab',
  ],
  searchColumns: {
    allow_file_upload: ['eq'],
    allow_dml: ['eq'],
    allow_run_async: ['eq'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
    database_name: ['ct', 'sw', 'ew', 'eq', 'neq', 'nct', 'nsw', 'new', 'in'],
    expose_in_sqllab: ['eq'],
    uuid: ['eq', 'in'],
    id: ['eq', 'neq', 'in', 'gt', 'lt'],
  },
  relatedColumns: ['created_by', 'changed_by'],
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  maxPageSize: -1,
  baseFilter: (eb, ctx) => {
    const access = dataAccessOf((ctx as LoupeRestContext).user);
    if (access.all) return null;
    const ors = [];
    if (access.databaseIds.length) ors.push(eb('dbs.id', 'in', access.databaseIds));
    if (access.datasetIds.length)
      ors.push(
        eb(
          'dbs.id',
          'in',
          eb.selectFrom('tables').select('tables.database_id').where('tables.id', 'in', access.datasetIds),
        ),
      );
    if (access.schemaPerms.length)
      ors.push(
        eb(
          'dbs.id',
          'in',
          eb.selectFrom('tables').select('tables.database_id').where('tables.schema_perm', 'in', access.schemaPerms),
        ),
      );
    return ors.length ? eb.or(ors) : eb.lit(false);
  },
  addColumns: [
    { name: 'database_name', type: 'String', required: true, unique: true },
    { name: 'sqlalchemy_uri', type: 'String', required: true },
    { name: 'expose_in_sqllab', type: 'Boolean' },
    { name: 'allow_run_async', type: 'Boolean' },
    { name: 'allow_dml', type: 'Boolean' },
    { name: 'allow_ctas', type: 'Boolean' },
    { name: 'allow_cvas', type: 'Boolean' },
    { name: 'allow_file_upload', type: 'Boolean' },
    { name: 'cache_timeout', type: 'Integer' },
    { name: 'extra', type: 'String' },
  ],
});
