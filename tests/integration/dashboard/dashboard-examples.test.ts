import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { BIRTHS_DASHBOARD_CHARTS } from '../../../fixtures/example-dashboards/births.ts';
import { pixelStats } from '../../../server/viz/png-inspect.ts';
import { DashboardExamplesBootstrap } from '../../../plugins/dashboard/server/examples/dashboard-examples-bootstrap.ts';

/** First start with the examples: the example charts and the published "Births" dashboard. */
let h: BootedLoupe;
let admin: ApiClient;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
}, 180_000);
afterAll(() => h?.close());

describe('the example dashboard', () => {
  it('is published at /births with its charts, a header, markdown and two tabs', async () => {
    const show = await admin.get<{ result: Record<string, unknown> }>('/api/v1/dashboard/births');
    expect(show.status, show.text).toBe(200);
    expect(show.body.result).toMatchObject({ dashboard_title: 'Births', slug: 'births', published: true });
    expect([...(show.body.result.charts as string[])].sort()).toEqual([...BIRTHS_DASHBOARD_CHARTS].sort());
    const layout = JSON.parse(String(show.body.result.position_json)) as Record<string, { type: string }>;
    const types = Object.values(layout).map((c) => c.type);
    expect(types.filter((t) => t === 'TAB')).toHaveLength(2);
    expect(types).toContain('MARKDOWN');
    expect(types.filter((t) => t === 'HEADER').length).toBeGreaterThanOrEqual(2);
    const tabs = await admin.get<{ result: { all_tabs: Record<string, string> } }>('/api/v1/dashboard/births/tabs');
    expect(Object.values(tabs.body.result.all_tabs)).toEqual(['Births', 'Sales']);
    const charts = await admin.get<{ result: { form_data: Record<string, unknown> }[] }>(
      '/api/v1/dashboard/births/charts',
    );
    for (const c of charts.body.result) expect(String(c.form_data.datasource)).toMatch(/^\d+__table$/);
  });

  it('is seen by a Gamma user with access to the examples, and is not saved twice', async () => {
    const gamma = await userWith(h, 'births_gamma', ['Gamma'], [(await examplesDatabase(h)).perm]);
    expect((await gamma.get('/api/v1/dashboard/births')).status).toBe(200);
    // A second run (the next start) saves nothing more.
    await h.loupe.container.resolve(DashboardExamplesBootstrap).run(() => {});
    const births = await admin.get<{ count: number }>(
      `/api/v1/dashboard/?q=${encodeURIComponent('(filters:!((col:slug,opr:eq,value:births)))')}`,
    );
    expect(births.body.count).toBe(1);
    const girls = await admin.get<{ count: number }>(
      `/api/v1/chart/?q=${encodeURIComponent("(filters:!((col:slice_name,opr:eq,value:'Girls born')))")}`,
    );
    expect(girls.body.count).toBe(1);
  });

  it('draws its thumbnail and its PNG and PDF download on the server', async () => {
    const show = await admin.get<{ id: number; result: { thumbnail_url: string } }>('/api/v1/dashboard/births');
    const thumb = await fetch(`${h.url}${show.body.result.thumbnail_url}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await thumb.arrayBuffer());
    const stats = pixelStats(png);
    expect(stats.width).toBe(1200);
    expect(stats.colours).toBeGreaterThan(20);
    fs.writeFileSync(path.join(h.dataDir, 'births-thumbnail.png'), png);
    if (process.env.LOUPE_KEEP_PICTURES)
      fs.copyFileSync(path.join(h.dataDir, 'births-thumbnail.png'), process.env.LOUPE_KEEP_PICTURES);
    const old = await fetch(`${h.url}/api/v1/dashboard/${show.body.id}/thumbnail/0123/`, {
      headers: { authorization: `Bearer ${admin.token}` },
      redirect: 'manual',
    });
    expect(old.status).toBe(302);
    const pdf = await fetch(`${h.url}/api/v1/dashboard/births/download/?q=${encodeURIComponent('(format:pdf)')}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="births.pdf"');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const bad = await admin.get(`/api/v1/dashboard/births/download/?q=${encodeURIComponent('(format:gif)')}`);
    expect(bad.status).toBe(400);
  });
});
