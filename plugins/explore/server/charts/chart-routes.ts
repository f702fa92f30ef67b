import type { FastifyInstance } from 'fastify';
import { responses, risonQuerystring, routeDoc } from '../../../../server/http/openapi-schemas.ts';
import { pkParam, registerResourceWrites } from '../../../../server/http/resource-writes.ts';
import { registerResourceReads, type ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { resourceReadSchemas } from '../../../../server/http/resource-schemas.ts';
import { showResource } from '../../../../server/rest/show-resource.ts';
import { notFound } from '../../../../server/http/errors.ts';
import { parseBulkIds } from '../../../../server/rest/envelopes.ts';
import { addFavorite, favoriteStatus, removeFavorite } from '../../../../server/rest/favorites.ts';
import { idListSchema } from '../../../../server/rest/rison-schemas.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';
import { createChartSchema, updateChartSchema, type ChartBody } from './chart-body-schema.ts';
import type { IChartDashboardLinks } from './chart-dashboard-links.ts';
import { pickDashboardFields, splitDashboardColumns, type DashboardColumns } from './dashboard-columns.ts';
import { CHART_FAV_CLASS, chartResource, chartVisibility } from './chart-resource.ts';
import type { ChartService } from './chart-service.ts';

const READ = { access: { perm: 'can_read', view: 'Chart' } } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids among `ids` the caller sees (the resource's base filter). */
export async function visibleChartIds(
  deps: ResourceRouteDeps,
  ids: readonly number[],
  user: AuthUser | null,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const ctx = {
    dialect: deps.store.dialect,
    user,
    userId: user?.id ?? null,
    permissions: () => [],
  };
  const rows = await (deps.store.db as unknown as ExploreDb)
    .selectFrom('slices')
    .select('id')
    .where('id', 'in', [...ids])
    .where((eb) => chartVisibility(eb, ctx) ?? eb.lit(true))
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Superset's ChartRestApi lists `dashboards.id` and `.dashboard_title`; its show adds `.json_metadata`. */
const LIST_DASHBOARD_FIELDS: DashboardColumns['fields'] = ['id', 'dashboard_title'];

/** `/api/v1/chart/…` (reference §7.2): FAB reads, writes by owners (or an admin), favourites. */
export function registerChartRoutes(
  app: FastifyInstance,
  deps: ResourceRouteDeps & { service: ChartService; links: IChartDashboardLinks },
): void {
  const { service, links } = deps;
  const db = deps.store.db;
  const resource = chartResource(links);
  // Superset's `dashboards` relation, answered by the dashboards' keeper ([] without one).
  const fillDashboards = async (
    rows: Record<string, unknown>[],
    ids: readonly unknown[],
    fields: DashboardColumns['fields'] = null,
  ) => {
    const linker = links.linker();
    if (!linker || !rows.some((r) => 'dashboards' in r)) return;
    const byChart = await linker.dashboardsOf(ids.map(Number));
    rows.forEach((r, i) => {
      if ('dashboards' in r) r.dashboards = pickDashboardFields(byChart.get(Number(ids[i])) ?? [], fields);
    });
  };

  // Static paths before the resource's `<pk>` route reads them as ids.
  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/chart/favorite_status/',
    { config: READ, schema: { querystring: risonQuerystring(idListSchema), response: responses.result } },
    async (req) => {
      const ids = parseBulkIds(req.query.q);
      // Superset's ChartDAO.find_by_ids: none of them visible answers 404.
      if ((await visibleChartIds(deps, ids, req.user)).length === 0) throw notFound();
      return favoriteStatus(db, req.user!.id, CHART_FAV_CLASS, ids);
    },
  );
  app.post('/api/v1/chart/:pk/favorites/', { config: READ, schema: routeDoc.result }, async (req) => {
    const id = await service.visibleId(pkParam(req), req.user!);
    await addFavorite(db, req.user!.id, CHART_FAV_CLASS, id);
    return { result: 'OK' };
  });
  app.delete('/api/v1/chart/:pk/favorites/', { config: READ, schema: routeDoc.result }, async (req) => {
    const id = await service.visibleId(pkParam(req), req.user!);
    await removeFavorite(db, req.user!.id, CHART_FAV_CLASS, id);
    return { result: 'OK' };
  });

  const ctx = registerResourceReads(app, resource, deps, {
    show: false,
    decorateList: (rows, ids) => fillDashboards(rows, ids, LIST_DASHBOARD_FIELDS),
  });
  // Superset's `GET /api/v1/chart/<id_or_uuid>`: a uuid is looked up, then shown as its id is.
  app.get<{ Params: { pk: string }; Querystring: { q?: string } }>(
    '/api/v1/chart/:pk',
    { config: READ, schema: resourceReadSchemas.show },
    async (req) => {
      let pk: string | number = req.params.pk;
      if (UUID.test(pk)) {
        const row = await (db as unknown as ExploreDb)
          .selectFrom('slices')
          .select('id')
          .where('uuid', '=', pk.toLowerCase())
          .executeTakeFirst();
        if (!row) throw notFound();
        pk = Number(row.id);
      }
      // `columns:!(dashboards.id)` as Superset's client asks (spec §7): read as `dashboards`.
      const { q, fields } = splitDashboardColumns(req.query.q);
      const shown = await showResource(db, resource, pk, q, ctx(req));
      await fillDashboards([shown.result], [shown.id], fields);
      if (fields && shown.show_columns)
        shown.show_columns = shown.show_columns.flatMap((c) =>
          c === 'dashboards' ? fields.map((f) => `dashboards.${f}`) : [c],
        );
      return shown;
    },
  );

  registerResourceWrites<ChartBody>(app, resource, service, {
    createSchema: createChartSchema,
    updateSchema: updateChartSchema,
    noun: ['chart', 'charts'],
  });
}
