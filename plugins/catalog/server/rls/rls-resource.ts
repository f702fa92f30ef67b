import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import { AUDIT_FIELDS } from '../../../../server/rest/audit-fields.ts';
import { defineResource } from '../../../../server/rest/define-resource.ts';
import { userManyToOne } from '../../../../server/rest/user-relation.ts';
import { dataAccessOf } from '../../shared/index.ts';
import { datasetVisibility } from '../datasets/dataset-resource.ts';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'nsw', 'ew', 'new'];

/** `/api/v1/rowlevelsecurity/` (reference §15.4): Superset's RLSRestApi columns. */
export const rlsResource = defineResource({
  name: 'rowlevelsecurity',
  className: 'Row Level Security',
  modelName: 'RowLevelSecurityFilter',
  table: 'row_level_security_filters',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    description: { type: 'string' },
    filter_type: { type: 'string' },
    group_key: { type: 'string' },
    clause: { type: 'string' },
    ...AUDIT_FIELDS,
  },
  relations: {
    tables: {
      kind: 'many-to-many',
      table: 'tables',
      through: 'rls_filter_tables',
      throughSourceFk: 'rls_filter_id',
      throughTargetFk: 'table_id',
      fields: { id: { column: 'id', type: 'number' }, table_name: 'table_name', schema: 'schema' },
      text: (r) => (r.schema ? `${String(r.schema)}.${String(r.table_name)}` : String(r.table_name)),
      search: ['table_name'],
      relatedOrder: { field: 'table_name', direction: 'asc' },
      // Superset's DatasourceFilter (the dataset list's): only datasets the caller may access are named.
      relatedBaseFilter: (eb, ctx) => datasetVisibility(eb, dataAccessOf((ctx as LoupeRestContext).user)),
    },
    roles: {
      kind: 'many-to-many',
      table: 'ab_role',
      through: 'rls_filter_roles',
      throughSourceFk: 'rls_filter_id',
      throughTargetFk: 'role_id',
      fields: { id: { column: 'id', type: 'number' }, name: 'name' },
      text: (r) => String(r.name),
      search: ['name'],
      relatedOrder: { field: 'name', direction: 'asc' },
    },
    created_by: userManyToOne('created_by_fk'),
    changed_by: userManyToOne('changed_by_fk'),
  },
  listColumns: [
    'id',
    'name',
    'filter_type',
    'tables.id',
    'tables.table_name',
    'roles.id',
    'roles.name',
    'clause',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'group_key',
    'description',
  ],
  showColumns: [
    'id',
    'name',
    'description',
    'filter_type',
    'tables.id',
    'tables.schema',
    'tables.table_name',
    'roles.id',
    'roles.name',
    'group_key',
    'clause',
  ],
  orderColumns: ['name', 'filter_type', 'clause', 'changed_on_delta_humanized', 'group_key'],
  searchColumns: {
    id: ['eq', 'neq', 'in'],
    name: TEXT_OPS,
    description: TEXT_OPS,
    filter_type: ['eq', 'neq'],
    group_key: TEXT_OPS,
    clause: TEXT_OPS,
    tables: ['rel_m_m', 'nrel_m_m'],
    roles: ['rel_m_m', 'nrel_m_m'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
  },
  relatedColumns: ['tables', 'roles', 'created_by', 'changed_by'],
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  addColumns: [
    { name: 'name', type: 'String', required: true, validate: ['<Length(min=1, max=255, equal=None, error=None)>'] },
    { name: 'description', type: 'String' },
    { name: 'filter_type', type: 'Enum', required: true, enum: ['Regular', 'Base'] },
    { name: 'tables', type: 'List', required: true },
    { name: 'roles', type: 'List', required: true },
    { name: 'group_key', type: 'String' },
    { name: 'clause', type: 'String', required: true },
  ],
  descriptionColumns: {
    filter_type:
      'Regular filters add where clauses to queries if a user belongs to a role referenced in the filter, base filters apply filters to all queries except the roles defined in the filter, and can be used to define what users can see if no RLS filters within a filter group apply to them.',
    tables: 'These are the tables this filter will be applied to.',
    roles:
      'For regular filters, these are the roles this filter will be applied to. For base filters, these are the roles that the filter DOES NOT apply to, e.g. Admin if admin should see all data.',
    group_key:
      "Filters with the same group key will be ORed together within the group, while different filter groups will be ANDed together. Undefined group keys are treated as unique groups, i.e. are not grouped together. For example, if a table has three filters, of which two are for departments Finance and Marketing (group key = 'department'), and one refers to the region Europe (group key = 'region'), the filter clause would apply the filter (department = 'Finance' OR department = 'Marketing') AND (region = 'Europe').",
    clause:
      'This is the condition that will be added to the WHERE clause. For example, to only return rows for a particular client, you might define a regular filter with the clause `client_id = 9`. To display no rows unless a user belongs to a RLS filter role, a base filter can be created with the clause `1 = 0` (always false).',
  },
});
