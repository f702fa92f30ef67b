import crypto from 'node:crypto';
import type { BootedLoupe } from '../../harness/boot-loupe.ts';
import type { DashboardServiceDb } from '../../../plugins/dashboard/server/migrations/service-tables.ts';

/** The store as the dashboard tests read it. */
export const dashboardDb = (h: BootedLoupe) => h.loupe.store.db as unknown as DashboardServiceDb;

/** A dashboard row written straight to the store (the REST resource is not needed for these tests). */
export async function insertDashboard(
  h: BootedLoupe,
  row: { title: string; slug?: string; published?: boolean; createdBy?: number; owners?: number[] },
): Promise<number> {
  const db = dashboardDb(h);
  const at = '2024-05-02T10:11:12.000000';
  const { id } = await db
    .insertInto('dashboards')
    .values({
      uuid: crypto.randomUUID(),
      dashboard_title: row.title,
      slug: row.slug ?? null,
      published: row.published ?? false,
      position_json: null,
      json_metadata: null,
      css: null,
      description: null,
      certified_by: null,
      certification_details: null,
      is_managed_externally: false,
      external_url: null,
      created_on: at,
      changed_on: at,
      created_by_fk: row.createdBy ?? null,
      changed_by_fk: row.createdBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const user_id of row.owners ?? [])
    await db
      .insertInto('dashboard_user')
      .values({ user_id, dashboard_id: Number(id) })
      .execute();
  return Number(id);
}

/** A user's id by name. */
export async function userId(h: BootedLoupe, username: string): Promise<number> {
  const row = await dashboardDb(h)
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
