import { sql } from 'kysely';
import { AUDIT_FIELDS } from '../../../../server/rest/audit-fields.ts';
import { defineResource } from '../../../../server/rest/define-resource.ts';
import { favoriteFilter } from '../../../../server/rest/favorites.ts';
import { likePredicate } from '../../../../server/rest/like-predicate.ts';
import type {
  AnyExpressionBuilder,
  CustomFilter,
  Predicate,
  RestContext,
} from '../../../../server/rest/resource-def.ts';
import { userManyToMany, userManyToOne } from '../../../../server/rest/user-relation.ts';
import { DASHBOARD_FAV_CLASS, dashboardVisibility, type DashboardAccessOptions } from './dashboard-access.ts';
import { dashboardThumbnailUrl, dashboardUrl, type DashboardDigestInput } from './dashboard-digest.ts';

const boolFilter = (name: string, predicate: (eb: AnyExpressionBuilder, ctx: RestContext) => Predicate | null) =>
  ({
    name,
    apply: ({ eb, value, ctx }) => {
      const p = predicate(eb, ctx);
      if (p === null) return null;
      return value === true || value === 'true' || value === 1 ? p : eb.not(p);
    },
  }) satisfies CustomFilter;

/** Superset's DashboardTitleOrSlugFilter: the text in the title or the slug, any case. */
const titleOrSlug: CustomFilter = {
  name: 'Title or Slug',
  apply: ({ eb, value, ctx }) => {
    const text = String(value ?? '');
    if (!text) return null;
    return eb.or(
      ['dashboard_title', 'slug'].map((c) => likePredicate(ctx.dialect, sql.ref(`dashboards.${c}`), text, 'contains')),
    );
  },
};

const digestNeeds = ['id', 'position_json', 'json_metadata', 'css', 'changed_on'];

/** `/api/v1/dashboard/` (reference §8; Superset's DashboardRestApi list, show, order and search columns). */
export function dashboardResource(opts: DashboardAccessOptions) {
  return defineResource({
    name: 'dashboard',
    className: 'Dashboard',
    table: 'dashboards',
    fields: {
      id: { type: 'number' },
      uuid: { type: 'string' },
      dashboard_title: { type: 'string' },
      slug: { type: 'string' },
      position_json: { type: 'string' },
      json_metadata: { type: 'string' },
      css: { type: 'string' },
      description: { type: 'string' },
      published: { type: 'boolean' },
      certified_by: { type: 'string' },
      certification_details: { type: 'string' },
      is_managed_externally: { type: 'boolean' },
      external_url: { type: 'string' },
      status: {
        type: 'string',
        computed: (r) => (r.published === true || r.published === 1 ? 'published' : 'draft'),
        needs: ['published'],
        sortColumn: 'published',
      },
      url: {
        type: 'string',
        computed: (r) => dashboardUrl(r as { id: unknown; slug: unknown }),
        needs: ['id', 'slug'],
      },
      thumbnail_url: {
        type: 'string',
        computed: (r) => dashboardThumbnailUrl(r as unknown as DashboardDigestInput),
        needs: digestNeeds,
      },
      // Loupe has no tagging system: every dashboard has none (Superset's `tags` relation).
      tags: { type: 'string', computed: () => [] },
      ...AUDIT_FIELDS,
    },
    relations: {
      owners: userManyToMany('dashboard_user', 'dashboard_id'),
      roles: {
        kind: 'many-to-many',
        table: 'ab_role',
        through: 'dashboard_roles',
        throughSourceFk: 'dashboard_id',
        throughTargetFk: 'role_id',
        fields: { id: 'id', name: 'name' },
        text: (r) => String(r.name),
        search: ['name'],
        relatedOrder: { field: 'name', direction: 'asc' },
      },
      created_by: userManyToOne('created_by_fk'),
      changed_by: userManyToOne('changed_by_fk'),
    },
    listColumns: [
      'id',
      'uuid',
      'published',
      'status',
      'slug',
      'url',
      'css',
      'position_json',
      'json_metadata',
      'thumbnail_url',
      'certified_by',
      'certification_details',
      'changed_by.first_name',
      'changed_by.last_name',
      'changed_by.id',
      'changed_by_name',
      'changed_on_utc',
      'changed_on_delta_humanized',
      'created_on_delta_humanized',
      'created_by.first_name',
      'created_by.id',
      'created_by.last_name',
      'dashboard_title',
      'owners.id',
      'owners.first_name',
      'owners.last_name',
      'roles.id',
      'roles.name',
      'is_managed_externally',
      'tags',
    ],
    showColumns: [
      'id',
      'uuid',
      'slug',
      'url',
      'dashboard_title',
      'thumbnail_url',
      'published',
      'css',
      'json_metadata',
      'position_json',
      'certified_by',
      'certification_details',
      'changed_on',
      'changed_on_delta_humanized',
      'created_on_delta_humanized',
      'changed_by.id',
      'changed_by.first_name',
      'changed_by.last_name',
      'changed_by_name',
      'created_by.id',
      'created_by.first_name',
      'created_by.last_name',
      'owners.id',
      'owners.first_name',
      'owners.last_name',
      'roles.id',
      'roles.name',
      'is_managed_externally',
      'external_url',
      'description',
      'tags',
    ],
    orderColumns: [
      'changed_by.first_name',
      'changed_on_delta_humanized',
      'created_by.first_name',
      'dashboard_title',
      'published',
      'changed_on',
    ],
    searchColumns: {
      created_by: ['rel_o_m', 'nrel_o_m', 'dashboard_created_by_me', 'dashboard_has_created_by'],
      changed_by: ['rel_o_m', 'nrel_o_m'],
      dashboard_title: ['eq', 'neq', 'ct', 'nct', 'sw', 'ew', 'title_or_slug'],
      id: ['eq', 'neq', 'in', 'dashboard_is_favorite', 'dashboard_is_certified'],
      owners: ['rel_m_m', 'nrel_m_m'],
      published: ['eq', 'neq'],
      roles: ['rel_m_m', 'nrel_m_m'],
      slug: ['eq', 'neq', 'ct', 'sw'],
      uuid: ['eq'],
    },
    customFilters: {
      title_or_slug: titleOrSlug,
      dashboard_is_favorite: favoriteFilter(DASHBOARD_FAV_CLASS),
      dashboard_is_certified: boolFilter('Is certified', (eb) =>
        eb.and([eb('dashboards.certified_by', 'is not', null), eb('dashboards.certified_by', '!=', '')]),
      ),
      dashboard_has_created_by: boolFilter('Has created by', (eb) => eb('dashboards.created_by_fk', 'is not', null)),
      dashboard_created_by_me: boolFilter('Created by me', (eb, ctx) =>
        ctx.userId === null
          ? null
          : eb.or([eb('dashboards.created_by_fk', '=', ctx.userId), eb('dashboards.changed_by_fk', '=', ctx.userId)]),
      ),
    },
    distinctColumns: ['dashboard_title', 'slug'],
    relatedColumns: ['owners', 'roles', 'created_by', 'changed_by'],
    defaultOrder: { column: 'changed_on', direction: 'desc' },
    baseFilter: dashboardVisibility(opts),
    addColumns: [
      { name: 'dashboard_title', type: 'String' },
      { name: 'slug', type: 'String', unique: true },
    ],
    editColumns: [
      { name: 'dashboard_title', type: 'String' },
      { name: 'slug', type: 'String', unique: true },
    ],
  });
}

export type DashboardResource = ReturnType<typeof dashboardResource>;
