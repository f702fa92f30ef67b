import { sql } from 'kysely';
import { AUDIT_FIELDS } from '../../../../server/rest/audit-fields.ts';
import { defineResource } from '../../../../server/rest/define-resource.ts';
import { likePredicate } from '../../../../server/rest/like-predicate.ts';
import { userManyToOne } from '../../../../server/rest/user-relation.ts';

/** Superset's class permission name: can_read/can_write on CssTemplate (Alpha and Admin). */
export const CSS_TEMPLATE_CLASS = 'CssTemplate';

const AUDIT_USERS = [
  'changed_by.first_name',
  'changed_by.id',
  'changed_by.last_name',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
];

/** `/api/v1/css_template/` (superset/css_templates/api.py, CssTemplateRestApi). */
export const cssTemplateResource = defineResource({
  name: 'css_template',
  className: CSS_TEMPLATE_CLASS,
  modelName: 'CssTemplate',
  table: 'css_templates',
  fields: {
    id: { type: 'number' },
    template_name: { type: 'string' },
    css: { type: 'string' },
    ...AUDIT_FIELDS,
  },
  relations: {
    created_by: userManyToOne('created_by_fk'),
    changed_by: userManyToOne('changed_by_fk'),
  },
  listColumns: ['changed_on_delta_humanized', ...AUDIT_USERS, 'created_on', 'css', 'id', 'template_name'],
  showColumns: ['changed_on_delta_humanized', ...AUDIT_USERS, 'css', 'id', 'template_name'],
  orderColumns: ['template_name', 'changed_on_delta_humanized', 'created_on'],
  searchColumns: {
    template_name: ['css_template_all_text', 'ct', 'sw', 'eq'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
  },
  customFilters: {
    // Superset's CssTemplateAllTextFilter: the name or the CSS contains the text.
    css_template_all_text: {
      name: 'All Text',
      apply: ({ eb, value, ctx }) => {
        const text = String(value ?? '');
        if (!text) return null;
        return eb.or(
          ['template_name', 'css'].map((c) =>
            likePredicate(ctx.dialect, sql.ref(`css_templates.${c}`), text, 'contains'),
          ),
        );
      },
    },
  },
  relatedColumns: ['created_by', 'changed_by'],
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  addColumns: [
    { name: 'css', type: 'String' },
    { name: 'template_name', type: 'String', validate: ['<Length(min=0, max=250)>'] },
  ],
});
