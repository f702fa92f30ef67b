import crypto from 'node:crypto';
import { badRequest, forbidden, unprocessable } from '../../../../server/http/errors.ts';
import { changedBy, createdBy, storedNow } from '../../../../server/rest/audit-values.ts';
import { ownerIds } from '../../../../server/rest/owners.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { DashboardMetadata } from '../../shared/index.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';
import { DASHBOARD_FAV_CLASS } from './dashboard-access.ts';
import { normaliseSlug, type ColorsBody, type CopyBody, type DashboardBody } from './dashboard-body-schema.ts';
import { jsonMetadataFault, positionJsonFault } from './dashboard-json-schemas.ts';
import type { DashboardLookup, DashboardRow } from './dashboard-lookup.ts';
import { chartComponents, layoutChartIds, remapLayoutCharts, setDashMetadata } from './dash-metadata.ts';

const parseObject = (text: string | null | undefined): Record<string, unknown> => {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Superset's `last_modified_time`: `changed_on` in whole seconds since the epoch, as a float. */
export function lastModifiedTime(changedOn: unknown): number {
  const ms = Date.parse(`${String(changedOn).replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}

/** What a write stores beside the row: its charts, owners, roles. */
interface Links {
  chartIds?: number[];
  owners?: number[];
  roles?: number[];
}

/** Dashboard writes with Superset's commands' rules (Create/Update/Delete/CopyDashboardCommand). */
export class DashboardService {
  constructor(private readonly lookup: DashboardLookup) {}

  private get db(): DashboardDb {
    return this.lookup.db;
  }

  /** Superset's schema validation: JSON fields and the slug (400 under the field's name). */
  private checkBody(body: DashboardBody): void {
    const problems: Record<string, string[]> = {};
    const position = positionJsonFault(body.position_json);
    if (position) problems.position_json = [position];
    const metadata = jsonMetadataFault(body.json_metadata);
    if (metadata) problems.json_metadata = [metadata];
    if (body.slug !== undefined && body.slug !== null && !body.slug)
      problems.slug = ['Length must be between 1 and 255.'];
    if (Object.keys(problems).length) throw badRequest(problems);
  }

  private async checkSlug(slug: string | null | undefined, exceptId: number | null): Promise<void> {
    if (!slug) return;
    let q = this.db.selectFrom('dashboards').select('id').where('slug', '=', slug);
    if (exceptId !== null) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw unprocessable({ slug: ['Must be unique'] });
  }

  private async validOwners(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await this.db.selectFrom('ab_user').select('id').where('id', 'in', ids).execute();
    if (found.length !== new Set(ids).size) throw unprocessable({ owners: ['Owners are invalid'] });
    return ids;
  }

  /** Roles are honoured only with DASHBOARD_RBAC (the SPA sends them only then); else ignored. */
  private async validRoles(ids: number[] | undefined): Promise<number[] | undefined> {
    if (!this.lookup.access.rbac || ids === undefined) return undefined;
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await this.db.selectFrom('ab_role').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw unprocessable({ roles: ['Some roles do not exist'] });
    return unique;
  }

  /**
   * The charts a layout may name: those the caller sees, and those already on the dashboard (an
   * owner keeps a colleague's chart on a dataset they cannot reach). Anything else is 422.
   */
  private async chartUuids(
    wanted: number[],
    field: 'json_metadata' | 'position_json',
    layout: Record<string, unknown>,
    user: AuthUser,
    current: number[],
  ): Promise<Map<number, string>> {
    const rows = wanted.length
      ? await this.db.selectFrom('slices').select(['id', 'uuid']).where('id', 'in', wanted).execute()
      : [];
    const visible = await this.lookup.visibleChartIds(wanted, user);
    const allowed = new Map<number, string>();
    for (const r of rows)
      if (visible.has(Number(r.id)) || current.includes(Number(r.id))) allowed.set(Number(r.id), r.uuid);
    const where = chartComponents(layout);
    for (const id of wanted)
      if (!allowed.has(id))
        throw unprocessable({
          [field]: [
            `${field === 'json_metadata' ? 'positions: ' : ''}component ${where.get(id) ?? '?'} names chart ${id}, which does not exist`,
          ],
        });
    return allowed;
  }

  /** json_metadata through set_dash_metadata; a bare position_json gives membership too. */
  private async metadataAndLayout(
    body: { json_metadata?: string | null; position_json?: string | null },
    current: { metadata: DashboardMetadata; chartIds: number[] },
    user: AuthUser,
    remap?: ReadonlyMap<number, number>,
  ): Promise<{ set: Record<string, unknown>; chartIds?: number[] }> {
    const set: Record<string, unknown> = {};
    let chartIds: number[] | undefined;
    if (body.json_metadata) {
      const data = parseObject(body.json_metadata) as DashboardMetadata;
      if (remap && data.positions && typeof data.positions === 'object')
        data.positions = remapLayoutCharts(data.positions as Record<string, unknown>, remap);
      const positions = (data.positions ?? null) as Record<string, unknown> | null;
      const uuids = positions
        ? await this.chartUuids(layoutChartIds(positions), 'json_metadata', positions, user, current.chartIds)
        : new Map<number, string>();
      const r = setDashMetadata(current.metadata, data, uuids);
      set.json_metadata = JSON.stringify(r.metadata);
      if (r.positionJson !== undefined) set.position_json = r.positionJson;
      chartIds = r.chartIds;
    } else if (body.json_metadata === null) set.json_metadata = null;
    if (body.position_json !== undefined && set.position_json === undefined) {
      set.position_json = body.position_json;
      // Loupe: a layout sent as position_json sets the charts as `positions` would (Superset
      // stores it and leaves the charts, so /charts and the layout could disagree).
      const layout = parseObject(body.position_json);
      const wanted = layoutChartIds(layout);
      await this.chartUuids(wanted, 'position_json', layout, user, current.chartIds);
      chartIds = wanted;
    }
    return { set, chartIds };
  }

  private async writeLinks(trx: DashboardDb, id: number, links: Links): Promise<void> {
    if (links.chartIds) {
      await trx.deleteFrom('dashboard_slices').where('dashboard_id', '=', id).execute();
      for (const sliceId of links.chartIds)
        await trx.insertInto('dashboard_slices').values({ dashboard_id: id, slice_id: sliceId }).execute();
    }
    if (links.owners) {
      await trx.deleteFrom('dashboard_user').where('dashboard_id', '=', id).execute();
      for (const userId of links.owners)
        await trx.insertInto('dashboard_user').values({ dashboard_id: id, user_id: userId }).execute();
    }
    if (links.roles) {
      await trx.deleteFrom('dashboard_roles').where('dashboard_id', '=', id).execute();
      for (const roleId of links.roles)
        await trx.insertInto('dashboard_roles').values({ dashboard_id: id, role_id: roleId }).execute();
    }
  }

  async create(body: DashboardBody, user: AuthUser): Promise<{ id: number; result: DashboardBody }> {
    const input = { ...body, slug: normaliseSlug(body.slug) };
    this.checkBody(input);
    await this.checkSlug(input.slug, null);
    const owners = await this.validOwners(ownerIds(input.owners, user, 'create'));
    const roles = await this.validRoles(input.roles);
    const { set, chartIds } = await this.metadataAndLayout(input, { metadata: {}, chartIds: [] }, user);
    const id = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('dashboards')
        .values({
          uuid: crypto.randomUUID(),
          dashboard_title: input.dashboard_title ?? null,
          slug: input.slug || null,
          position_json: (set.position_json as string | undefined) ?? input.position_json ?? null,
          json_metadata: (set.json_metadata as string | undefined) ?? null,
          css: input.css ?? null,
          description: null,
          published: input.published ?? false,
          certified_by: input.certified_by ?? null,
          certification_details: input.certification_details ?? null,
          is_managed_externally: input.is_managed_externally ?? false,
          external_url: input.external_url ?? null,
          ...createdBy(user.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const newId = Number(row.id);
      await this.writeLinks(trx, newId, { chartIds, owners, roles });
      return newId;
    });
    return { id, result: input };
  }

  /** Superset's raise_for_ownership: an admin or one of the dashboard's owners, else 403. */
  async assertOwner(id: number, user: AuthUser): Promise<void> {
    if (user.isAdmin) return;
    const owner = await this.db
      .selectFrom('dashboard_user')
      .select('id')
      .where('dashboard_id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!owner) throw forbidden();
  }

  async update(
    id: number,
    body: DashboardBody,
    user: AuthUser,
  ): Promise<{ id: number; result: DashboardBody; last_modified_time: number }> {
    const current = await this.lookup.find(id, user);
    await this.assertOwner(id, user);
    const input = { ...body, ...(body.slug !== undefined ? { slug: normaliseSlug(body.slug) } : {}) };
    this.checkBody(input);
    await this.checkSlug(input.slug, id);
    if (input.tags?.length) throw unprocessable({ tags: ['Tags are not supported'] });
    const owners = input.owners ? await this.validOwners(ownerIds(input.owners, user, 'update')) : undefined;
    const roles = await this.validRoles(input.roles);
    const { set, chartIds } = await this.metadataAndLayout(
      input,
      { metadata: parseObject(current.json_metadata) as DashboardMetadata, chartIds: await this.lookup.chartIds(id) },
      user,
    );
    for (const k of [
      'dashboard_title',
      'slug',
      'css',
      'published',
      'certified_by',
      'certification_details',
      'is_managed_externally',
      'external_url',
    ] as const)
      if (input[k] !== undefined) set[k] = k === 'slug' ? input.slug || null : input[k];
    for (const k of ['published', 'is_managed_externally'] as const) if (set[k] === null) set[k] = false;
    const audit = changedBy(user.id);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('dashboards')
        .set({ ...set, ...audit })
        .where('id', '=', id)
        .execute();
      await this.writeLinks(trx, id, { chartIds, owners, roles });
    });
    return { id, result: input, last_modified_time: lastModifiedTime(audit.changed_on) };
  }

  /** Deletes all or none: 404 when any is missing or hidden, 403 when the caller owns not all. */
  async delete(ids: number[], user: AuthUser): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    for (const id of unique) await this.lookup.find(id, user);
    for (const id of unique) await this.assertOwner(id, user);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('favstar')
        .where('class_name', '=', DASHBOARD_FAV_CLASS)
        .where('obj_id', 'in', unique)
        .execute();
      for (const t of ['dashboard_slices', 'dashboard_user', 'dashboard_roles'] as const)
        await trx.deleteFrom(t).where('dashboard_id', 'in', unique).execute();
      await trx.deleteFrom('dashboards').where('id', 'in', unique).execute();
    });
    return unique.length;
  }

  /**
   * Superset's DashboardDAO.copy_dashboard: a new draft owned by the caller, the original's
   * metadata under the sent one; with `duplicate_slices` every chart is cloned (owned by the
   * caller) and the layout's chartIds point at the clones.
   */
  async copy(
    source: DashboardRow,
    body: CopyBody,
    user: AuthUser,
  ): Promise<{ id: number; last_modified_time: number }> {
    const fault = jsonMetadataFault(body.json_metadata);
    if (fault) throw badRequest({ json_metadata: [fault] });
    const sourceCharts = await this.lookup.chartIds(source.id);
    const data = parseObject(body.json_metadata) as DashboardMetadata;
    // The SPA always sends `positions`; without them the original's layout is copied.
    if (!data.positions) data.positions = parseObject(source.position_json);
    const audit = createdBy(user.id);
    const id = await this.db.transaction().execute(async (trx) => {
      const remap = new Map<number, number>();
      if (body.duplicate_slices) {
        for (const sliceId of sourceCharts) {
          const s = await trx.selectFrom('slices').selectAll().where('id', '=', sliceId).executeTakeFirstOrThrow();
          const { id: _old, uuid: _uuid, ...rest } = s;
          const clone = await trx
            .insertInto('slices')
            .values({
              ...rest,
              uuid: crypto.randomUUID(),
              last_saved_at: storedNow(),
              last_saved_by_fk: user.id,
              ...audit,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          remap.set(sliceId, Number(clone.id));
          await trx
            .insertInto('slice_user')
            .values({ slice_id: Number(clone.id), user_id: user.id })
            .execute();
        }
      }
      const inner = new DashboardService(this.lookup.withDb(trx));
      const { set, chartIds } = await inner.metadataAndLayout(
        { json_metadata: JSON.stringify(data) },
        {
          metadata: parseObject(source.json_metadata) as DashboardMetadata,
          chartIds: body.duplicate_slices ? [...remap.values()] : sourceCharts,
        },
        user,
        remap,
      );
      const row = await trx
        .insertInto('dashboards')
        .values({
          uuid: crypto.randomUUID(),
          dashboard_title: body.dashboard_title ?? null,
          slug: null,
          position_json: (set.position_json as string | undefined) ?? source.position_json,
          json_metadata: (set.json_metadata as string | undefined) ?? null,
          css: body.css ?? null,
          description: null,
          published: false,
          certified_by: null,
          certification_details: null,
          is_managed_externally: false,
          external_url: null,
          ...audit,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const newId = Number(row.id);
      await this.writeLinks(trx, newId, { chartIds: chartIds ?? sourceCharts, owners: [user.id] });
      return newId;
    });
    return { id, last_modified_time: lastModifiedTime(audit.changed_on) };
  }

  /**
   * Superset's UpdateDashboardColorsConfigCommand: the colour keys merged into the metadata by an
   * owner; `changed_on` moves only with `mark_updated`.
   */
  async colors(
    id: number,
    body: ColorsBody,
    markUpdated: boolean,
    user: AuthUser,
  ): Promise<{ id: number; result: ColorsBody; last_modified_time: number }> {
    const current = await this.lookup.find(id, user);
    await this.assertOwner(id, user);
    const md = { ...parseObject(current.json_metadata), ...body };
    if (md.color_namespace === null) delete md.color_namespace;
    const audit = markUpdated ? changedBy(user.id) : {};
    await this.db
      .updateTable('dashboards')
      .set({ json_metadata: JSON.stringify(md), ...audit })
      .where('id', '=', id)
      .execute();
    const changedOn = markUpdated ? (audit as { changed_on: string }).changed_on : current.changed_on;
    return { id, result: body, last_modified_time: lastModifiedTime(changedOn) };
  }
}
