import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { inject, injectable } from 'tsyringe';
import { EXAMPLE_CHARTS } from '../../../../fixtures/example-charts/index.ts';
import {
  BIRTHS_DASHBOARD,
  BIRTHS_DASHBOARD_CHARTS,
  BIRTHS_METADATA,
  birthsLayout,
  type BirthsChartName,
} from '../../../../fixtures/example-dashboards/births.ts';
import type { ServerBootstrap } from '../../../../server/host/server-plugin.ts';
import { ILogger, ILoupeConfig } from '../../../../server/host/tokens.ts';
import { createdBy, storedNow } from '../../../../server/rest/audit-values.ts';
import { IUserService } from '../../../../server/security/user-service.ts';
import { IMetadataStore } from '../../../../server/store/store.ts';
import { IVizPluginList } from '../../../../server/viz/index.ts';
import { DashboardLookup } from '../dashboards/dashboard-lookup.ts';
import { DashboardService } from '../dashboards/dashboard-service.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';

/**
 * First start, after the catalog registered the examples: saves the example charts the "Births"
 * dashboard shows (owned by the first admin) and the dashboard itself, published. Does nothing
 * without the examples or the chart types, once the dashboard exists, or when its charts were
 * saved before (a user who deleted the dashboard does not get it back).
 */
@injectable()
export class DashboardExamplesBootstrap implements ServerBootstrap {
  constructor(
    @inject(ILoupeConfig) private readonly config: ILoupeConfig,
    @inject(IMetadataStore) private readonly store: IMetadataStore,
    @inject(IUserService) private readonly users: IUserService,
    @inject(ILogger) private readonly logger: ILogger,
    @inject(IVizPluginList) private readonly plugins: IVizPluginList,
  ) {}

  async run(progress: (step: string, done: number, total: number) => void): Promise<void> {
    if (!this.config.examples) return;
    const db = this.store.db as unknown as DashboardDb;
    const exists = await db
      .selectFrom('dashboards')
      .select('id')
      .where('uuid', '=', BIRTHS_DASHBOARD.uuid)
      .executeTakeFirst();
    if (exists) return;
    // The catalog's tables, read as far as this needs them.
    const catalog = this.store.db as unknown as Kysely<{
      tables: { id: number; table_name: string; database_id: number };
      dbs: { id: number; database_name: string };
    }>;
    const datasets = await catalog
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .select(['tables.id', 'tables.table_name'])
      .where('dbs.database_name', '=', 'examples')
      .execute();
    const datasetId = new Map(datasets.map((d) => [String(d.table_name), Number(d.id)]));
    const specs = BIRTHS_DASHBOARD_CHARTS.map((name) => EXAMPLE_CHARTS.find((c) => c.slice_name === name));
    // Only charts this server draws (a host with another chart catalogue gets no example dashboard).
    const known = new Set(this.plugins.map((p) => p.key));
    if (specs.some((s) => !s || !datasetId.has(s.dataset) || !known.has(s.viz_type))) return;
    const earlier = await db
      .selectFrom('slices')
      .select('id')
      .where('slice_name', 'in', [...BIRTHS_DASHBOARD_CHARTS])
      .where('datasource_id', 'in', [...datasetId.values()])
      .executeTakeFirst();
    if (earlier) return;
    const admin = await db
      .selectFrom('ab_user as u')
      .innerJoin('ab_user_role as ur', 'ur.user_id', 'u.id')
      .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
      .select('u.id')
      .where('r.name', '=', 'Admin')
      .orderBy('u.id')
      .executeTakeFirst();
    const owner = admin ? await this.users.load(Number(admin.id)) : null;
    if (!owner) return;

    const total = specs.length + 1;
    const charts = {} as Record<BirthsChartName, { id: number; uuid: string }>;
    let done = 0;
    for (const spec of specs) {
      const s = spec!;
      progress(`saving example chart ${s.slice_name}`, done++, total);
      const dsId = datasetId.get(s.dataset)!;
      const uuid = crypto.randomUUID();
      const row = await db
        .insertInto('slices')
        .values({
          uuid,
          slice_name: s.slice_name,
          viz_type: s.viz_type,
          datasource_id: dsId,
          datasource_type: 'table',
          datasource_name: s.dataset,
          params: JSON.stringify({ ...s.params, datasource: `${dsId}__table` }),
          query_context: null,
          description: s.description ?? null,
          cache_timeout: null,
          perm: null,
          schema_perm: null,
          catalog_perm: null,
          certified_by: null,
          certification_details: null,
          is_managed_externally: false,
          external_url: null,
          last_saved_at: storedNow(),
          last_saved_by_fk: owner.id,
          ...createdBy(owner.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('slice_user')
        .values({ slice_id: Number(row.id), user_id: owner.id })
        .execute();
      charts[s.slice_name as BirthsChartName] = { id: Number(row.id), uuid };
    }
    progress('saving the example dashboard Births', done, total);
    const service = new DashboardService(new DashboardLookup(db, this.store.dialect, { rbac: false }));
    const { id } = await service.create(
      {
        dashboard_title: BIRTHS_DASHBOARD.dashboard_title,
        slug: BIRTHS_DASHBOARD.slug,
        published: BIRTHS_DASHBOARD.published,
        css: BIRTHS_DASHBOARD.css,
        position_json: JSON.stringify(birthsLayout(charts)),
        json_metadata: JSON.stringify(BIRTHS_METADATA),
      },
      owner,
    );
    await db.updateTable('dashboards').set({ uuid: BIRTHS_DASHBOARD.uuid }).where('id', '=', id).execute();
    progress('saved the example dashboard', total, total);
    this.logger.info({ dashboard: id }, 'saved the example dashboard Births');
  }
}
