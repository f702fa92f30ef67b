import crypto from 'node:crypto';
import { changedBy, createdBy } from '../../../../server/rest/audit-values.ts';
import { wireDatetime } from '../../../../server/rest/wire-format.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';

/** An embedding as the wire shows it (Superset's EmbeddedDashboardResponseSchema). */
export interface EmbeddedWire {
  uuid: string;
  allowed_domains: string[];
  dashboard_id: string;
  changed_on: string | null;
  changed_by: { first_name: string; last_name: string } | null;
}

export interface EmbeddedRow {
  uuid: string;
  allowedDomains: string[];
  dashboardId: number;
}

/** The dashboard an id or slug names (Superset's Dashboard.get: a number is an id, else a slug). */
export async function findDashboardId(db: DashboardDb, idOrSlug: string): Promise<number | null> {
  const q = db.selectFrom('dashboards').select('id');
  const row = /^\d{1,15}$/.test(idOrSlug)
    ? await q.where('id', '=', Number(idOrSlug)).executeTakeFirst()
    : await q.where('slug', '=', idOrSlug).executeTakeFirst();
  return row ? Number(row.id) : null;
}

function parseDomains(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

/** The `embedded_dashboards` table: one embedding per dashboard, upserted with its uuid kept. */
export class EmbeddedStore {
  constructor(private readonly db: DashboardDb) {}

  async byDashboard(dashboardId: number): Promise<EmbeddedRow | null> {
    const row = await this.db
      .selectFrom('embedded_dashboards')
      .select(['uuid', 'allowed_domains', 'dashboard_id'])
      .where('dashboard_id', '=', dashboardId)
      .executeTakeFirst();
    return row ? { uuid: row.uuid, allowedDomains: parseDomains(row.allowed_domains), dashboardId } : null;
  }

  async byUuid(uuid: string): Promise<EmbeddedRow | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return null;
    const row = await this.db
      .selectFrom('embedded_dashboards')
      .select(['uuid', 'allowed_domains', 'dashboard_id'])
      .where('uuid', '=', uuid.toLowerCase())
      .executeTakeFirst();
    return row
      ? { uuid: row.uuid, allowedDomains: parseDomains(row.allowed_domains), dashboardId: Number(row.dashboard_id) }
      : null;
  }

  async wire(uuid: string): Promise<EmbeddedWire | null> {
    const row = await this.db
      .selectFrom('embedded_dashboards as e')
      .leftJoin('ab_user as u', 'u.id', 'e.changed_by_fk')
      .select(['e.uuid', 'e.allowed_domains', 'e.dashboard_id', 'e.changed_on', 'u.first_name', 'u.last_name'])
      .where('e.uuid', '=', uuid)
      .executeTakeFirst();
    if (!row) return null;
    return {
      uuid: row.uuid,
      allowed_domains: parseDomains(row.allowed_domains),
      dashboard_id: String(row.dashboard_id),
      changed_on: wireDatetime(row.changed_on),
      changed_by:
        row.first_name === null || row.first_name === undefined
          ? null
          : { first_name: String(row.first_name), last_name: String(row.last_name ?? '') },
    };
  }

  /** Sets the allowed domains, creating the embedding (a new uuid) when the dashboard has none. */
  async upsert(dashboardId: number, allowedDomains: string[], userId: number): Promise<string> {
    const domains = JSON.stringify(allowedDomains);
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('embedded_dashboards')
        .select('uuid')
        .where('dashboard_id', '=', dashboardId)
        .executeTakeFirst();
      if (existing) {
        await trx
          .updateTable('embedded_dashboards')
          .set({ allowed_domains: domains, ...changedBy(userId) })
          .where('uuid', '=', existing.uuid)
          .execute();
        return existing.uuid;
      }
      const uuid = crypto.randomUUID();
      await trx
        .insertInto('embedded_dashboards')
        .values({ uuid, allowed_domains: domains, dashboard_id: dashboardId, ...createdBy(userId) })
        .execute();
      return uuid;
    });
  }

  async remove(dashboardId: number): Promise<void> {
    await this.db.deleteFrom('embedded_dashboards').where('dashboard_id', '=', dashboardId).execute();
  }
}
