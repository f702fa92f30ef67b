import crypto from 'node:crypto';
import type { DashboardDb } from '../../../plugins/dashboard/server/migrations/dashboard-tables.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

export interface EmbedRig {
  h: BootedLoupe;
  admin: ApiClient;
  birthNamesId: number;
  /** The embedded dashboard and its chart (gender × count on birth_names). */
  dashboardId: number;
  chartId: number;
  /** Another dashboard, with its own chart on the same dataset. */
  otherDashboardId: number;
  otherChartId: number;
  uuid: string;
  /** The query context the embedded chart's own page sends. */
  chartQuery(chartId?: number, dashboardId?: number): Record<string, unknown>;
}

const CHART_PARAMS = { viz_type: 'table', query_mode: 'aggregate', groupby: ['gender'], metrics: ['count'] };

async function insertDashboard(h: BootedLoupe, title: string, slug: string, chartId: number): Promise<number> {
  const db = h.loupe.store.db as unknown as DashboardDb;
  const now = new Date().toISOString().replace('Z', '');
  const { id } = await db
    .insertInto('dashboards')
    .values({
      uuid: crypto.randomUUID(),
      dashboard_title: title,
      slug,
      position_json: null,
      json_metadata: '{}',
      css: null,
      description: null,
      published: true,
      certified_by: null,
      certification_details: null,
      is_managed_externally: false,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: null,
      changed_by_fk: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('dashboard_slices')
    .values({ dashboard_id: Number(id), slice_id: chartId })
    .execute();
  return Number(id);
}

/** A Loupe with EMBEDDED_SUPERSET on, two dashboards on birth_names and the first one embedded. */
export async function bootEmbedRig(): Promise<EmbedRig> {
  const h = await bootLoupe({ examples: true, config: { featureFlags: { EMBEDDED_SUPERSET: true } } });
  return seedEmbedding(h, ['http://host.example:9000']);
}

/** On a booted Loupe (EMBEDDED_SUPERSET on, examples): the two dashboards, the first embedded for `allowedDomains`. */
export async function seedEmbedding(h: BootedLoupe, allowedDomains: string[]): Promise<EmbedRig> {
  const admin = await h.login();
  const ds = await admin.get<{ result: { id: number }[] }>(
    `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))')}`,
  );
  const birthNamesId = ds.body.result[0]!.id;
  const chart = async (name: string) => {
    const res = await admin.post<{ id: number }>('/api/v1/chart/', {
      slice_name: name,
      viz_type: 'table',
      datasource_id: birthNamesId,
      datasource_type: 'table',
      params: JSON.stringify({ ...CHART_PARAMS, datasource: `${birthNamesId}__table` }),
    });
    if (res.status !== 201) throw new Error(`chart: ${res.status} ${res.text}`);
    return res.body.id;
  };
  const chartId = await chart('Births by gender (embedded)');
  const otherChartId = await chart('Births by gender (other)');
  const dashboardId = await insertDashboard(h, 'Embedded births', 'embedded-births', chartId);
  const otherDashboardId = await insertDashboard(h, 'Other births', 'other-births', otherChartId);
  const emb = await admin.post<{ result: { uuid: string } }>(`/api/v1/dashboard/${dashboardId}/embedded`, {
    allowed_domains: allowedDomains,
  });
  if (emb.status !== 200) throw new Error(`embedded: ${emb.status} ${emb.text}`);
  return {
    h,
    admin,
    birthNamesId,
    dashboardId,
    chartId,
    otherDashboardId,
    otherChartId,
    uuid: emb.body.result.uuid,
    chartQuery: (c = chartId, d = dashboardId) => ({
      datasource: { id: birthNamesId, type: 'table' },
      force: false,
      queries: [{ columns: ['gender'], metrics: ['count'], orderby: [], row_limit: 100 }],
      form_data: { ...CHART_PARAMS, slice_id: c, dashboardId: d, datasource: `${birthNamesId}__table` },
      result_format: 'json',
      result_type: 'full',
    }),
  };
}

/** A guest token for the rig's embedding, minted by the admin. */
export async function mintGuestToken(
  rig: EmbedRig,
  body: Record<string, unknown>,
): Promise<{ status: number; token: string; text: string }> {
  const res = await rig.admin.post<{ token: string }>('/api/v1/security/guest_token/', body);
  return { status: res.status, token: res.body?.token, text: res.text };
}
