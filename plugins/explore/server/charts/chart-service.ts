import crypto from 'node:crypto';
import type { IDatasourceProvider } from '../../../../server/engine/datasource-provider.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../../../server/http/errors.ts';
import { changedBy, createdBy, storedNow } from '../../../../server/rest/audit-values.ts';
import { ownerIds } from '../../../../server/rest/owners.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';
import { isQueryContextUpdate, type ChartBody } from './chart-body-schema.ts';
import type { IChartDashboardLinks } from './chart-dashboard-links.ts';
import { CHART_FAV_CLASS } from './chart-resource.ts';

/** Superset's validate_json message. */
const JSON_NOT_VALID = 'JSON not valid';
/** The spec's sentence for a viz type no plugin draws (explore.md §8). */
export const UNSUPPORTED_VIZ_TYPE = 'This visualization type is not supported.';

export interface ChartServiceDeps {
  db: ExploreDb;
  datasources: IDatasourceProvider;
  /** The viz types this server knows (the host's catalogue). */
  vizTypes: () => readonly string[];
  /** Whether the caller may see the chart (the resource's base filter), by id. */
  visible: (id: number, user: AuthUser) => Promise<boolean>;
  /** The dashboards' side of `dashboards` (the extension point the dashboard plugin fills). */
  links: IChartDashboardLinks;
}

/** Chart writes with Superset's commands' rules (CreateChartCommand, UpdateChartCommand, DeleteChartCommand). */
export class ChartService {
  constructor(private readonly deps: ChartServiceDeps) {}

  private checkBody(body: ChartBody): void {
    const problems: Record<string, string[]> = {};
    for (const f of ['params', 'query_context'] as const) {
      const v = body[f];
      if (typeof v !== 'string') continue;
      try {
        JSON.parse(v);
      } catch {
        problems[f] = [JSON_NOT_VALID];
      }
    }
    const known = this.deps.vizTypes();
    if (body.viz_type !== undefined && !known.includes(body.viz_type)) problems.viz_type = [UNSUPPORTED_VIZ_TYPE];
    if (Object.keys(problems).length) throw badRequest(problems);
  }

  /** The dataset's name when it exists and the caller may query it; else 422 (existence never leaks). */
  private async datasourceName(id: number, type: string, user: AuthUser): Promise<string> {
    try {
      const ds = await this.deps.datasources.load({ id, type });
      await this.deps.datasources.assertAccess(user, ds);
      return ds.compile.table_name;
    } catch {
      throw unprocessable({ datasource_id: ['Datasource does not exist'] });
    }
  }

  private async validOwners(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await this.deps.db.selectFrom('ab_user').select('id').where('id', 'in', ids).execute();
    if (found.length !== new Set(ids).size) throw unprocessable({ owners: ['Owners are invalid'] });
    return ids;
  }

  /** A write's `dashboards`: each must exist, be seen and be changeable (checked by the dashboards' keeper). */
  private async checkDashboards(chartId: number | null, dashboards: number[] | undefined, user: AuthUser) {
    if (dashboards === undefined) return;
    const linker = this.deps.links.linker();
    if (!linker) {
      if (dashboards.length) throw unprocessable({ dashboards: ['Dashboards do not exist'] });
      return;
    }
    await linker.check(chartId, [...new Set(dashboards)], user);
  }

  private async linkDashboards(trx: ExploreDb, chartId: number, dashboards: number[] | undefined): Promise<void> {
    const linker = this.deps.links.linker();
    if (dashboards === undefined || !linker) return;
    await linker.link(trx as never, chartId, [...new Set(dashboards)]);
  }

  private async setOwners(trx: ExploreDb, id: number, owners: number[]): Promise<void> {
    await trx.deleteFrom('slice_user').where('slice_id', '=', id).execute();
    for (const userId of owners) await trx.insertInto('slice_user').values({ slice_id: id, user_id: userId }).execute();
  }

  async create(body: ChartBody, user: AuthUser): Promise<{ id: number; result: ChartBody }> {
    this.checkBody(body);
    const datasourceName = await this.datasourceName(body.datasource_id!, body.datasource_type!, user);
    await this.checkDashboards(null, body.dashboards, user);
    const owners = await this.validOwners(ownerIds(body.owners, user, 'create'));
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('slices')
        .values({
          uuid: crypto.randomUUID(),
          slice_name: body.slice_name!,
          viz_type: body.viz_type ?? null,
          datasource_id: body.datasource_id!,
          datasource_type: body.datasource_type!,
          datasource_name: datasourceName,
          params: body.params ?? null,
          query_context: body.query_context ?? null,
          description: body.description ?? null,
          cache_timeout: body.cache_timeout ?? null,
          certified_by: body.certified_by ?? null,
          certification_details: body.certification_details ?? null,
          is_managed_externally: body.is_managed_externally ?? false,
          external_url: body.external_url ?? null,
          last_saved_at: storedNow(),
          last_saved_by_fk: user.id,
          ...createdBy(user.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const newId = Number(row.id);
      await this.setOwners(trx, newId, owners);
      await this.linkDashboards(trx, newId, body.dashboards);
      return newId;
    });
    return { id, result: body };
  }

  /** The chart when the caller sees it, else 404. */
  async visibleId(id: number, user: AuthUser): Promise<number> {
    const row = await this.deps.db.selectFrom('slices').select('id').where('id', '=', id).executeTakeFirst();
    if (!row || !(await this.deps.visible(id, user))) throw notFound();
    return id;
  }

  /** Superset's raise_for_ownership: an admin or one of the chart's owners. */
  private async assertOwner(id: number, user: AuthUser): Promise<void> {
    if (user.isAdmin) return;
    const owner = await this.deps.db
      .selectFrom('slice_user')
      .select('id')
      .where('slice_id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!owner) throw forbidden();
  }

  async update(id: number, body: ChartBody, user: AuthUser): Promise<{ id: number; result: ChartBody }> {
    await this.visibleId(id, user);
    const contextOnly = isQueryContextUpdate(body);
    if (!contextOnly) await this.assertOwner(id, user);
    this.checkBody(body);
    const current = await this.deps.db
      .selectFrom('slices')
      .select(['datasource_id', 'datasource_type'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const set: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(body))
      if (!['owners', 'dashboards', 'tags', 'query_context_generation'].includes(k)) set[k] = v;
    if (body.datasource_id != null || body.datasource_type != null) {
      const dsId = body.datasource_id ?? current.datasource_id;
      const dsType = body.datasource_type ?? current.datasource_type ?? 'table';
      if (dsId === null) throw unprocessable({ datasource_id: ['Datasource does not exist'] });
      set.datasource_name = await this.datasourceName(dsId, dsType, user);
    }
    // A null name or datasource keeps the stored one (a chart always has both).
    for (const k of ['slice_name', 'datasource_id', 'datasource_type'] as const) if (body[k] === null) delete set[k];
    await this.checkDashboards(id, body.dashboards, user);
    if (body.tags?.length) throw unprocessable({ tags: ['Tags are not supported'] });
    const owners = body.owners ? await this.validOwners(ownerIds(body.owners, user, 'update')) : null;
    if (!contextOnly) Object.assign(set, { last_saved_at: storedNow(), last_saved_by_fk: user.id });
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('slices')
        .set({ ...set, ...changedBy(user.id) })
        .where('id', '=', id)
        .execute();
      if (owners) await this.setOwners(trx, id, owners);
      await this.linkDashboards(trx, id, body.dashboards);
    });
    return { id, result: body };
  }

  /** Deletes all or none: 404 when any is missing or hidden, 403 when the caller owns not all. */
  async delete(ids: number[], user: AuthUser): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    for (const id of unique) await this.visibleId(id, user);
    for (const id of unique) await this.assertOwner(id, user);
    await this.deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('favstar').where('class_name', '=', CHART_FAV_CLASS).where('obj_id', 'in', unique).execute();
      await trx.deleteFrom('slice_user').where('slice_id', 'in', unique).execute();
      await trx.deleteFrom('slices').where('id', 'in', unique).execute();
    });
    return unique.length;
  }
}
