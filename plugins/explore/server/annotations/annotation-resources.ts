import { sql } from 'kysely';
import { AUDIT_FIELDS } from '../../../../server/rest/audit-fields.ts';
import { defineResource } from '../../../../server/rest/define-resource.ts';
import { likePredicate } from '../../../../server/rest/like-predicate.ts';
import type { CustomFilter, ResourceDef } from '../../../../server/rest/resource-def.ts';
import { userManyToOne } from '../../../../server/rest/user-relation.ts';

/** Superset's permission class for both APIs (MODEL_API_RW_METHOD_PERMISSION_MAP: can_read/can_write). */
export const ANNOTATION_CLASS = 'Annotation';

/** A filter matching any of `columns` (contains, any case), as Superset's *AllTextFilter. */
function allText(name: string, table: string, columns: string[]): CustomFilter {
  return {
    name,
    apply: ({ eb, value, ctx }) => {
      const text = String(value ?? '');
      if (!text) return null;
      return eb.or(columns.map((c) => likePredicate(ctx.dialect, sql.ref(`${table}.${c}`), text, 'contains')));
    },
  };
}

const auditRelations = {
  created_by: userManyToOne('created_by_fk'),
  changed_by: userManyToOne('changed_by_fk'),
};

/** `/api/v1/annotation_layer/` (superset/annotation_layers/api.py). */
export const annotationLayerResource = defineResource({
  name: 'annotation_layer',
  className: ANNOTATION_CLASS,
  modelName: 'AnnotationLayer',
  table: 'annotation_layer',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    descr: { type: 'string' },
    ...AUDIT_FIELDS,
  },
  relations: auditRelations,
  listColumns: [
    'id',
    'name',
    'descr',
    'created_by.first_name',
    'created_by.last_name',
    'created_by.id',
    'created_on',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_on',
    'changed_on_delta_humanized',
  ],
  showColumns: ['id', 'name', 'descr'],
  orderColumns: [
    'name',
    'descr',
    'created_by.first_name',
    'changed_by.first_name',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
  ],
  searchColumns: {
    name: ['annotation_layer_all_text', 'ct', 'sw', 'eq'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
  },
  customFilters: {
    annotation_layer_all_text: allText('All Text', 'annotation_layer', ['name', 'descr']),
  },
  relatedColumns: ['created_by', 'changed_by'],
  distinctColumns: ['name'],
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  addColumns: [
    { name: 'name', type: 'String', required: true, validate: ['<Length(min=1, max=250)>'] },
    { name: 'descr', type: 'String' },
  ],
});

/**
 * `/api/v1/annotation_layer/<pk>/annotation/` (superset/annotation_layers/annotations/api.py).
 * The routes narrow it to one layer with `annotationsOfLayer`.
 */
export const annotationResource = defineResource({
  name: 'annotation_layer',
  className: ANNOTATION_CLASS,
  modelName: 'Annotation',
  table: 'annotation',
  fields: {
    id: { type: 'number' },
    layer_id: { type: 'number' },
    short_descr: { type: 'string' },
    long_descr: { type: 'string' },
    start_dttm: { type: 'datetime' },
    end_dttm: { type: 'datetime' },
    json_metadata: { type: 'string' },
    ...AUDIT_FIELDS,
  },
  relations: {
    layer: {
      kind: 'many-to-one',
      table: 'annotation_layer',
      fk: 'layer_id',
      fields: { id: { column: 'id', type: 'number' }, name: 'name' },
      text: (r) => String(r.name),
      search: ['name'],
    },
    ...auditRelations,
  },
  listColumns: [
    'id',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'created_by.last_name',
    'created_by.id',
    'end_dttm',
    'long_descr',
    'short_descr',
    'start_dttm',
  ],
  showColumns: ['id', 'short_descr', 'long_descr', 'start_dttm', 'end_dttm', 'json_metadata', 'layer.id', 'layer.name'],
  orderColumns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'end_dttm',
    'long_descr',
    'short_descr',
    'start_dttm',
  ],
  searchColumns: {
    short_descr: ['annotation_all_text', 'ct', 'sw', 'eq'],
    layer: ['rel_o_m'],
  },
  customFilters: {
    annotation_all_text: allText('All Text', 'annotation', ['short_descr', 'long_descr']),
  },
  relatedColumns: ['created_by', 'changed_by'],
  defaultOrder: { column: 'start_dttm', direction: 'desc' },
  addColumns: [
    { name: 'short_descr', type: 'String', required: true, validate: ['<Length(min=1, max=500)>'] },
    { name: 'long_descr', type: 'String' },
    { name: 'start_dttm', type: 'DateTime', required: true },
    { name: 'end_dttm', type: 'DateTime', required: true },
    { name: 'json_metadata', type: 'String' },
  ],
});

/** The annotation resource narrowed to one layer's rows (Superset's `layer rel_o_m <pk>`). */
export function annotationsOfLayer(layerId: number): ResourceDef {
  return { ...annotationResource, baseFilter: (eb) => eb('annotation.layer_id', '=', layerId) };
}
