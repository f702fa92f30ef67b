import { AUDIT_FIELDS } from '../../../server/rest/audit-fields.ts';
import { defineResource } from '../../../server/rest/define-resource.ts';
import { userManyToOne } from '../../../server/rest/user-relation.ts';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'nsw', 'ew', 'new'];

/**
 * `/api/v1/dynamic_plugin/`: the REST face of Superset's DynamicPluginsView (a FAB ModelView with
 * name, key and bundle_url) plus Loupe's integrity hash. `DynamicPlugin` is one of Superset's
 * READ_ONLY_MODEL_VIEWS: every role reads, only Admin writes.
 */
export const dynamicPluginResource = defineResource({
  name: 'dynamic_plugin',
  className: 'DynamicPlugin',
  modelName: 'DynamicPlugin',
  table: 'dynamic_plugin',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    key: { type: 'string' },
    bundle_url: { type: 'string' },
    integrity: { type: 'string' },
    ...AUDIT_FIELDS,
  },
  relations: {
    created_by: userManyToOne('created_by_fk'),
    changed_by: userManyToOne('changed_by_fk'),
  },
  listColumns: [
    'id',
    'name',
    'key',
    'bundle_url',
    'integrity',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
  ],
  showColumns: [
    'id',
    'name',
    'key',
    'bundle_url',
    'integrity',
    'created_on',
    'changed_on',
    'created_by.id',
    'created_by.first_name',
    'created_by.last_name',
    'changed_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
  ],
  orderColumns: ['name', 'key', 'bundle_url', 'changed_on_delta_humanized'],
  searchColumns: {
    id: ['eq', 'neq', 'in'],
    name: TEXT_OPS,
    key: TEXT_OPS,
    bundle_url: TEXT_OPS,
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
  },
  relatedColumns: ['created_by', 'changed_by'],
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  addColumns: [
    { name: 'name', type: 'String', required: true, validate: ['<Length(min=1, max=250, equal=None, error=None)>'] },
    { name: 'key', type: 'String', required: true, validate: ['<Length(min=1, max=250, equal=None, error=None)>'] },
    { name: 'bundle_url', type: 'String', required: true },
    { name: 'integrity', type: 'String', required: true },
  ],
  // Superset's description_columns, word for word, and Loupe's integrity.
  descriptionColumns: {
    name: 'A human-friendly name',
    key: 'Should be set to the package name from the pluginʼs package.json',
    bundle_url: 'A full URL pointing to the location of the built plugin (could be hosted on a CDN for example)',
    integrity:
      'The bundle’s subresource-integrity hash (sha256-, sha384- or sha512- and the base64 digest); a bundle that does not match is not run',
  },
});
