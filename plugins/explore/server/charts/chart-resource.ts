import { sql } from 'kysely';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
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
import { datasetVisibility } from '../../../catalog/server/exports.ts';
import { dataAccessOf } from '../../../catalog/shared/index.ts';
import { badRequest } from '../../../../server/http/errors.ts';
import type { IChartDashboardLinks } from './chart-dashboard-links.ts';
import { thumbnailUrl, type ChartDigestInput } from './chart-digest.ts';
import { chartFormData, descriptionMarkeddown } from './chart-fields.ts';

/** Superset's FavStar class name for charts. */
export const CHART_FAV_CLASS = 'slice';

/**
 * Superset's ChartFilter: a caller with access to all data sees every chart; anyone else the
 * charts whose dataset they may reach (the dataset visibility of the dataset list).
 */
export function chartVisibility(eb: AnyExpressionBuilder, ctx: RestContext): Predicate | null {
  const access = dataAccessOf((ctx as LoupeRestContext).user ?? null);
  if (access.all) return null;
  const visible = eb
    .selectFrom('tables')
    .select('tables.id')
    .where((e: AnyExpressionBuilder) => datasetVisibility(e, access) ?? e.lit(true));
  return eb.and([eb('slices.datasource_type', '=', 'table'), eb('slices.datasource_id', 'in', visible)]);
}

const boolFilter = (name: string, predicate: (eb: AnyExpressionBuilder, ctx: RestContext) => Predicate | null) =>
  ({
    name,
    apply: ({ eb, value, ctx }) => {
      const p = predicate(eb, ctx);
      if (p === null) return null;
      return value === true || value === 'true' || value === 1 ? p : eb.not(p);
    },
  }) satisfies CustomFilter;

const ownedBy = (eb: AnyExpressionBuilder, userId: number) =>
  eb(
    'slices.id',
    'in',
    eb.selectFrom('slice_user').select('slice_user.slice_id').where('slice_user.user_id', '=', userId),
  );

const favoredBy = (eb: AnyExpressionBuilder, userId: number) =>
  eb(
    'slices.id',
    'in',
    eb
      .selectFrom('favstar')
      .select('favstar.obj_id')
      .where('favstar.user_id', '=', userId)
      .where('favstar.class_name', '=', CHART_FAV_CLASS),
  );

const digestNeeds = ['id', 'params', 'query_context', 'viz_type', 'changed_on'];

const relatedIds = (column: string, value: unknown): number[] => {
  const ids = (Array.isArray(value) ? value : [value]).map((v) =>
    typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v,
  );
  if (!ids.every((v) => typeof v === 'number' && Number.isSafeInteger(v)))
    throw badRequest(`Filter value: ${JSON.stringify(value)} not valid for column: ${column}`);
  return ids as number[];
};

/**
 * `rel_m_m` on the chart's two many-to-many columns: `owners` (slice_user) and `dashboards`,
 * which the dashboard plugin answers through the extension point (none without it). A list
 * means all of them, as FAB's.
 */
function relManyToMany(links: IChartDashboardLinks): CustomFilter {
  return {
    name: 'Relation as many',
    apply: ({ eb, value, column }) => {
      const ids = relatedIds(column, value);
      if (ids.length === 0) return null;
      if (column === 'owners') return eb.and(ids.map((id) => ownedBy(eb, id)));
      const linker = links.linker();
      if (!linker) return eb.lit(false);
      return eb.and(ids.map((id) => linker.onDashboard(eb, id)));
    },
  };
}

/**
 * `/api/v1/chart/` (reference §7; Superset's ChartRestApi list, show, order and search columns).
 * `dashboards` is filled by the routes from the extension point (`IChartDashboardLinks`).
 */
export const chartResource = (links: IChartDashboardLinks) =>
  defineResource({
    name: 'chart',
    className: 'Chart',
    modelName: 'Slice',
    table: 'slices',
    fields: {
      id: { type: 'number' },
      uuid: { type: 'string' },
      slice_name: { type: 'string' },
      viz_type: { type: 'string' },
      datasource_id: { type: 'number' },
      datasource_type: { type: 'string' },
      datasource_name: { type: 'string' },
      params: { type: 'string' },
      query_context: { type: 'string' },
      description: { type: 'string' },
      cache_timeout: { type: 'number' },
      certified_by: { type: 'string' },
      certification_details: { type: 'string' },
      is_managed_externally: { type: 'boolean' },
      external_url: { type: 'string' },
      last_saved_at: { type: 'datetime' },
      changed_on_dttm: {
        type: 'number',
        computed: (r) => (r.changed_on ? Date.parse(`${String(r.changed_on)}Z`) : null),
        needs: ['changed_on'],
        sortColumn: 'changed_on',
      },
      url: { type: 'string', computed: (r) => `/explore/?slice_id=${String(r.id)}`, needs: ['id'] },
      slice_url: { type: 'string', computed: (r) => `/explore/?slice_id=${String(r.id)}`, needs: ['id'] },
      edit_url: { type: 'string', computed: (r) => `/chart/edit/${String(r.id)}`, needs: ['id'] },
      thumbnail_url: {
        type: 'string',
        computed: (r) => thumbnailUrl(r as unknown as ChartDigestInput),
        needs: digestNeeds,
      },
      form_data: {
        type: 'string',
        computed: (r) => chartFormData(r),
        needs: ['id', 'params', 'viz_type', 'datasource_id', 'datasource_type'],
      },
      description_markeddown: {
        type: 'string',
        computed: (r) => descriptionMarkeddown(r.description as string | null),
        needs: ['description'],
      },
      datasource_name_text: {
        type: 'string',
        computed: (r) =>
          r['table.table_name']
            ? [r['table.schema'], r['table.table_name']].filter(Boolean).join('.')
            : ((r.datasource_name as string | null) ?? null),
        needs: ['datasource_name', 'table.schema', 'table.table_name'],
      },
      datasource_url: {
        type: 'string',
        computed: (r) =>
          r.datasource_id === null || r.datasource_id === undefined
            ? null
            : `/explore/?datasource_type=${String(r.datasource_type ?? 'table')}&datasource_id=${String(r.datasource_id)}`,
        needs: ['datasource_id', 'datasource_type'],
      },
      // Superset's `dashboards` relation: `[]` here, filled by the routes from IChartDashboardLinks.
      dashboards: { type: 'string', computed: () => [] },
      tags: { type: 'string', computed: () => [] },
      ...AUDIT_FIELDS,
    },
    relations: {
      owners: userManyToMany('slice_user', 'slice_id'),
      created_by: userManyToOne('created_by_fk'),
      changed_by: userManyToOne('changed_by_fk'),
      last_saved_by: userManyToOne('last_saved_by_fk'),
      table: {
        kind: 'many-to-one',
        table: 'tables',
        fk: 'datasource_id',
        fields: {
          id: { column: 'id', type: 'number' },
          table_name: 'table_name',
          schema: 'schema',
          default_endpoint: 'default_endpoint',
        },
        text: (r) => String(r.table_name),
      },
    },
    listColumns: [
      'is_managed_externally',
      'certified_by',
      'certification_details',
      'cache_timeout',
      'changed_by.first_name',
      'changed_by.last_name',
      'changed_by.id',
      'changed_by_name',
      'changed_on_delta_humanized',
      'changed_on_dttm',
      'changed_on_utc',
      'created_by.first_name',
      'created_by.id',
      'created_by.last_name',
      'created_by_name',
      'created_on_delta_humanized',
      'datasource_id',
      'datasource_name_text',
      'datasource_type',
      'datasource_url',
      'description',
      'description_markeddown',
      'edit_url',
      'form_data',
      'id',
      'last_saved_at',
      'last_saved_by.id',
      'last_saved_by.first_name',
      'last_saved_by.last_name',
      'owners.first_name',
      'owners.id',
      'owners.last_name',
      'owners.email',
      'dashboards',
      'params',
      'slice_name',
      'slice_url',
      'table.default_endpoint',
      'table.table_name',
      'thumbnail_url',
      'url',
      'viz_type',
      'tags',
      'uuid',
    ],
    showColumns: [
      'cache_timeout',
      'certified_by',
      'certification_details',
      'changed_on_delta_humanized',
      'dashboards',
      'description',
      'id',
      'owners.first_name',
      'owners.id',
      'owners.last_name',
      'params',
      'slice_name',
      'thumbnail_url',
      'url',
      'viz_type',
      'query_context',
      'is_managed_externally',
      'tags',
      'uuid',
      'datasource_id',
      'datasource_type',
      'datasource_name_text',
      'datasource_url',
    ],
    orderColumns: [
      'changed_by.first_name',
      'changed_on_delta_humanized',
      'datasource_id',
      'datasource_name',
      'last_saved_at',
      'last_saved_by.id',
      'last_saved_by.first_name',
      'last_saved_by.last_name',
      'slice_name',
      'viz_type',
    ],
    searchColumns: {
      created_by: ['rel_o_m', 'nrel_o_m', 'chart_has_created_by', 'chart_created_by_me'],
      changed_by: ['rel_o_m', 'nrel_o_m'],
      last_saved_at: ['eq', 'gt', 'lt', 'ge', 'le'],
      last_saved_by: ['rel_o_m', 'nrel_o_m'],
      datasource_id: ['eq', 'neq', 'in', 'gt', 'lt'],
      datasource_name: ['eq', 'ct', 'sw', 'ew'],
      datasource_type: ['eq', 'neq'],
      description: ['eq', 'ct', 'sw', 'ew'],
      id: ['eq', 'neq', 'in', 'chart_is_favorite', 'chart_is_certified', 'chart_owned_created_favored_by_me'],
      uuid: ['eq'],
      owners: ['rel_m_m', 'nrel_m_m'],
      dashboards: ['rel_m_m'],
      slice_name: ['eq', 'neq', 'ct', 'nct', 'sw', 'ew', 'chart_all_text'],
      viz_type: ['eq', 'neq', 'ct', 'sw', 'in'],
    },
    customFilters: {
      rel_m_m: relManyToMany(links),
      chart_is_favorite: favoriteFilter(CHART_FAV_CLASS),
      chart_is_certified: boolFilter('Is certified', (eb) =>
        eb.and([eb('slices.certified_by', 'is not', null), eb('slices.certified_by', '!=', '')]),
      ),
      chart_has_created_by: boolFilter('Has created by', (eb) => eb('slices.created_by_fk', 'is not', null)),
      chart_created_by_me: boolFilter('Created by me', (eb, ctx) =>
        ctx.userId === null
          ? null
          : eb.or([eb('slices.created_by_fk', '=', ctx.userId), eb('slices.changed_by_fk', '=', ctx.userId)]),
      ),
      chart_owned_created_favored_by_me: boolFilter('Owned Created or Favored', (eb, ctx) =>
        ctx.userId === null
          ? null
          : eb.or([eb('slices.created_by_fk', '=', ctx.userId), ownedBy(eb, ctx.userId), favoredBy(eb, ctx.userId)]),
      ),
      chart_all_text: {
        name: 'All Text',
        apply: ({ eb, value, ctx }) => {
          const text = String(value ?? '');
          if (!text) return null;
          return eb.or(
            ['slice_name', 'description', 'viz_type', 'datasource_name'].map((c) =>
              likePredicate(ctx.dialect, sql.ref(`slices.${c}`), text, 'contains'),
            ),
          );
        },
      },
    },
    distinctColumns: ['viz_type', 'datasource_name', 'slice_name'],
    relatedColumns: ['owners', 'created_by', 'changed_by'],
    defaultOrder: { column: 'changed_on', direction: 'desc' },
    baseFilter: chartVisibility,
    addColumns: [{ name: 'slice_name', type: 'String', required: true }],
    editColumns: [{ name: 'slice_name', type: 'String', required: true }],
  });
