import type { FastifyInstance } from 'fastify';
import { apiResponses, pathParams, resultOf } from '../../../../server/http/openapi-schemas.ts';
import { wireDatetime } from '../../../../server/rest/wire-format.ts';
import { showDataset } from '../../../catalog/server/exports.ts';
import { chartFormData, descriptionMarkeddown } from '../../../explore/server/exports.ts';
import type { DashboardLookup } from './dashboard-lookup.ts';
import { dashboardTabs } from './dashboard-tabs.ts';

/** Guests of an embedded dashboard read these too: the lookup shows them only the dashboards their token names. */
const READ = { access: { perm: 'can_read', view: 'Dashboard' }, guest: true } as const;
const schema = (result: Record<string, unknown>) => ({
  params: pathParams('pk'),
  response: apiResponses({ 200: resultOf(result) }),
});
const list = { type: 'array', items: { type: 'object', additionalProperties: true } };

const parseObject = (text: string | null): Record<string, unknown> => {
  try {
    const v: unknown = text ? JSON.parse(text) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * `/api/v1/dashboard/<id_or_slug>/charts|datasets|tabs` (reference §8.2), for guests of an
 * embedded dashboard too (the ones their token names).
 */
export function registerDashboardChildrenRoutes(app: FastifyInstance, lookup: DashboardLookup): void {
  const { db } = lookup;

  app.get<{ Params: { pk: string } }>(
    '/api/v1/dashboard/:pk/charts',
    { config: READ, schema: schema(list) },
    async (req) => {
      const dash = await lookup.find(req.params.pk, req.user);
      const rows = await db
        .selectFrom('dashboard_slices')
        .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
        .selectAll('slices')
        .where('dashboard_slices.dashboard_id', '=', dash.id)
        .orderBy('dashboard_slices.id')
        .execute();
      return {
        result: rows.map((r) => ({
          id: Number(r.id),
          slice_name: r.slice_name,
          cache_timeout: r.cache_timeout,
          changed_on: wireDatetime(r.changed_on as string | null),
          description: r.description,
          description_markeddown: descriptionMarkeddown(r.description),
          form_data: chartFormData({ ...r }),
          slice_url: `/explore/?slice_id=${String(r.id)}`,
          certified_by: r.certified_by,
          certification_details: r.certification_details,
          is_managed_externally: Boolean(r.is_managed_externally),
        })),
      };
    },
  );

  app.get<{ Params: { pk: string } }>(
    '/api/v1/dashboard/:pk/datasets',
    { config: READ, schema: schema(list) },
    async (req) => {
      const dash = await lookup.find(req.params.pk, req.user);
      const rows = await db
        .selectFrom('dashboard_slices')
        .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
        .select(['slices.datasource_id', 'slices.datasource_type'])
        .distinct()
        .where('dashboard_slices.dashboard_id', '=', dash.id)
        .where('slices.datasource_id', 'is not', null)
        .execute();
      // Superset checks the dashboard only: a guest who reaches it gets its datasets, whatever its role.
      const user = req.user;
      const ctx = lookup.ctx(user?.guest ? { ...user, isAdmin: true } : user);
      const result: Record<string, unknown>[] = [];
      const ids = [...new Set(rows.map((r) => Number(r.datasource_id)))].sort((a, b) => a - b);
      for (const id of ids) {
        let shown;
        try {
          // The dataset's own show: hidden from the caller (or gone) leaves it out.
          shown = await showDataset(db as never, id, undefined, ctx);
        } catch {
          continue;
        }
        const ds = shown.result as Record<string, unknown> & {
          columns: { column_name: string; type_generic: unknown }[];
        };
        result.push({
          ...ds,
          uid: `${id}__table`,
          type: 'table',
          name: ds.schema ? `${String(ds.schema)}.${String(ds.table_name)}` : ds.table_name,
          datasource_name: ds.table_name,
          column_names: ds.columns.map((c) => c.column_name),
          column_types: ds.columns.map((c) => c.type_generic),
        });
      }
      return { result };
    },
  );

  app.get<{ Params: { pk: string } }>(
    '/api/v1/dashboard/:pk/tabs',
    { config: READ, schema: schema({ type: 'object', additionalProperties: true }) },
    async (req) => {
      const dash = await lookup.find(req.params.pk, req.user);
      return { result: dashboardTabs(parseObject(dash.position_json)) };
    },
  );
}
