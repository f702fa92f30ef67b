import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintGuestToken, seedEmbedding, type EmbedRig } from '../integration/dashboard/guest-token.test-support.ts';
import { RESULTS_DIR, useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true, config: { featureFlags: { EMBEDDED_SUPERSET: true } } });

/**
 * A host page on another origin doing what `@superset-ui/embedded-sdk` 0.4.0 does
 * (embedded-sdk.md §1): the sandboxed iframe on `/embedded/<uuid>?uiConfig=…`, a MessageChannel
 * posted with `{type: "__embedded_comms__", handshake: "port transfer"}` to Loupe's origin on
 * load, the token emitted as `guestToken`, then switchboard gets with the SDK's message ids.
 */
function hostPage(loupe: string, uuid: string, token: string, uiConfig = 0, frameHeight = 640): string {
  return `<!doctype html><html><head><title>Host</title><style>
body{margin:0;padding:0 16px;font-family:sans-serif;background:#eef}#mount iframe{width:1000px;height:${frameHeight}px;border:1px solid #889}
</style></head><body><h1>Host application</h1><div id="mount"></div><script>
const domain = ${JSON.stringify(loupe)};
const iframe = document.createElement('iframe');
iframe.sandbox.add('allow-same-origin','allow-scripts','allow-presentation','allow-downloads','allow-forms','allow-popups');
iframe.title = 'Embedded Dashboard';
iframe.allow = 'fullscreen; clipboard-write';
let n = 0; const pending = new Map(); let port = null;
window.sdkReady = new Promise((resolve) => {
  iframe.addEventListener('load', () => {
    const ch = new MessageChannel();
    iframe.contentWindow.postMessage({ type: '__embedded_comms__', handshake: 'port transfer' }, domain, [ch.port2]);
    if (port) return;
    port = ch.port1;
    port.onmessage = (e) => {
      const m = e.data;
      if (m.switchboardAction === 'reply') { pending.get(m.messageId)?.resolve(m.result); }
      else if (m.switchboardAction === 'error') { pending.get(m.messageId)?.reject(new Error(m.error)); }
      else if (m.switchboardAction === 'get' && m.method === 'resolvePermalinkUrl')
        port.postMessage({ switchboardAction: 'reply', messageId: m.messageId, result: null });
    };
    port.postMessage({ switchboardAction: 'emit', method: 'guestToken', args: { guestToken: ${JSON.stringify(token)} } });
    resolve(true);
  });
});
window.sdkGet = (method, args) => new Promise((resolve, reject) => {
  const messageId = 'm_superset-embedded-sdk_' + (++n);
  pending.set(messageId, { resolve, reject });
  port.postMessage({ switchboardAction: 'get', method, messageId, args });
});
iframe.src = domain + '/embedded/${uuid}?uiConfig=${uiConfig}&expand_filters=false';
document.getElementById('mount').replaceChildren(iframe);
</script></body></html>`;
}

let host: http.Server | null = null;
afterAll(() => new Promise<void>((r) => (host ? host.close(() => r()) : r())));

/** The host site: `/<name>` answers the page registered under that name. */
async function serveHost(pages: Map<string, string>): Promise<string> {
  host = http.createServer((req, res) => {
    const html = pages.get(req.url ?? '/');
    if (html === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((r) => host!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
}

function embeddedFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/embedded/'));
  if (!frame) throw new Error('no embedded frame');
  return frame;
}

async function openHost(page: Page, url: string): Promise<Frame> {
  await page.goto(url);
  await page.evaluate(() => (window as unknown as { sdkReady: Promise<boolean> }).sdkReady);
  const frame = embeddedFrame(page);
  await frame.waitForSelector('[data-test="embedded-dashboard"]', { timeout: 20_000 });
  return frame;
}

/** Waits until every tile of the frame's dashboard has its data and its chart drawn. */
async function tilesDrawn(frame: Frame, count: number): Promise<void> {
  const tiles = frame.locator('[data-test="dashboard-component-chart-holder"]');
  await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(count);
  for (let i = 0; i < count; i++) {
    await expect.poll(() => tiles.nth(i).getAttribute('data-tile-status'), { timeout: 30_000 }).toBe('loaded');
    await tiles.nth(i).locator('.chart-host').first().waitFor();
  }
}

const tile = (frame: Frame, chartId: number) =>
  frame.locator(`[data-test="dashboard-component-chart-holder"][data-test-chart-id="${chartId}"]`);

type Rows = { result: { data: Record<string, unknown>[] }[] };

describe('an embedded dashboard on another site', () => {
  let origin: string;
  let rig: EmbedRig;
  let token: string;
  let numberChartId: number;
  let otherUuid: string;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    origin = await serveHost(pages);
    rig = await seedEmbedding(e2e.loupe, [origin]);
    // A second tile on A: the total as a big number.
    const made = await rig.admin.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Births (embedded total)',
      viz_type: 'big_number_total',
      datasource_id: rig.birthNamesId,
      datasource_type: 'table',
      dashboards: [rig.dashboardId],
      params: JSON.stringify({
        viz_type: 'big_number_total',
        metric: 'count',
        datasource: `${rig.birthNamesId}__table`,
        y_axis_format: '',
      }),
    });
    expect(made.status, made.text).toBe(201);
    numberChartId = made.body.id;
    // A's layout: top-level tabs, the two charts side by side on the first, a note on the second.
    const layout = tabbedLayout(numberChartId, rig.chartId);
    const put = await rig.admin.put(`/api/v1/dashboard/${rig.dashboardId}`, { position_json: JSON.stringify(layout) });
    expect(put.status, put.text).toBe(200);
    const other = await rig.admin.post<{ result: { uuid: string } }>(
      `/api/v1/dashboard/${rig.otherDashboardId}/embedded`,
      { allowed_domains: [origin] },
    );
    otherUuid = other.body.result.uuid;
    const minted = await mintGuestToken(rig, {
      user: { username: 'embed-viewer', first_name: 'Embed', last_name: 'Viewer' },
      resources: [{ type: 'dashboard', id: rig.uuid }],
      rls: [{ dataset: rig.birthNamesId, clause: "gender = 'girl'" }],
    });
    expect(minted.status, minted.text).toBe(200);
    token = minted.token;
    pages.set('/', hostPage(e2e.url, rig.uuid, token));
    pages.set('/bare', hostPage(e2e.url, rig.uuid, token, 1 | 2 | 8));
    pages.set('/other', hostPage(e2e.url, otherUuid, token));
    pages.set('/short', hostPage(e2e.url, rig.uuid, token, 0, 320));
  }, 120_000);

  it("draws dashboard A's tiles for the guest, read-only, with the token's RLS clause (girls only)", async () => {
    // The admin's figures, without the clause: both genders, and the girls' count alone.
    const admin = await rig.admin.request<Rows>('POST', '/api/v1/chart/data', rig.chartQuery());
    const rows = admin.body.result[0]!.data as { gender: string; count: number }[];
    expect(rows.map((r) => r.gender).sort()).toEqual(['boy', 'girl']);
    const girls = rows.find((r) => r.gender === 'girl')!.count;
    const everyone = rows.reduce((n, r) => n + r.count, 0);
    expect(girls).toBeLessThan(everyone);

    const page = await e2e.newPage();
    const calls: { url: string; guest: boolean }[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === e2e.url && /^\/(api|superset)\//.test(url.pathname))
        calls.push({ url: `${r.method()} ${url.pathname}`, guest: r.headers()['x-guesttoken'] === token });
    });
    const frame = await openHost(page, `${origin}/`);
    await tilesDrawn(frame, 2);
    // Every call the page made carried the guest token; none asked for a CSRF token or favourites.
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/me/roles/',
        `GET /api/v1/dashboard/${rig.dashboardId}`,
        `GET /api/v1/dashboard/${rig.dashboardId}/charts`,
        `GET /api/v1/dashboard/${rig.dashboardId}/datasets`,
        'POST /api/v1/chart/data',
      ]),
    );
    expect(calls.filter((c) => !c.guest)).toEqual([]);
    expect(calls.filter((c) => /csrf_token|favorite/.test(c.url))).toEqual([]);
    // The top-level tabs, the first one shown.
    const tabs = frame.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Figures', 'Notes']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    // The real dashboard page, embedded: its title, no favourite, edit, publish toggle or owners.
    const content = frame.locator('[data-test="dashboard-content"]');
    expect(await content.getAttribute('data-embedded')).toBe('true');
    await frame.getByRole('heading', { name: 'Embedded births', level: 1 }).waitFor();
    for (const absent of ['edit-dashboard-button', 'publish-toggle'])
      expect(await frame.locator(`[data-test="${absent}"]`).count(), absent).toBe(0);
    // The favourite star and the owners (avatars, or "–" for none) are not drawn either.
    const header = frame.locator('[data-test="dashboard-header"]');
    await header.waitFor();
    expect(await header.locator('.lp-favorite, .lp-avatars, .lp-muted').count()).toBe(0);
    // The header's menu: no delete, no fullscreen.
    await frame.locator('[data-test="actions-trigger"]').click();
    await frame.getByRole('menuitem', { name: 'Refresh dashboard' }).waitFor();
    expect(await frame.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    expect(await frame.getByRole('menuitem', { name: 'Enter fullscreen' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // The table shows the girls' row only, with the admin's figure for girls.
    const table = tile(frame, rig.chartId);
    await expect.poll(() => table.innerText()).toContain('girl');
    const tableText = await table.innerText();
    expect(tableText).not.toMatch(/\bboy\b/);
    // Counts show as d3's SMART_NUMBER (52.7k): the girls' figure, never everyone's.
    expect(formatShort(girls)).not.toBe(formatShort(everyone));
    expect(tableText).toContain(formatShort(girls));
    const total = (await tile(frame, numberChartId).locator('.chart-host').innerText()).trim();
    expect(total).toBe(formatShort(girls));
    // The tile menu is there (uiConfig 0) and offers nothing that edits.
    await tile(frame, rig.chartId).locator('[data-test="slice-header-controls"]').click();
    await frame.getByRole('menuitem', { name: 'Force refresh' }).waitFor();
    expect(await frame.getByRole('menuitem', { name: 'Edit chart' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // The address stays the embedding's (no move to the dashboard's slug).
    expect(new URL(frame.url()).pathname).toBe(`/embedded/${rig.uuid}`);
    await page.screenshot({ path: `${RESULTS_DIR}/embedded-dashboard-host.png` });
  }, 120_000);

  it('honours uiConfig: hideTitle, hideTab and hideChartControls', async () => {
    const page = await e2e.newPage({ colorScheme: 'dark' });
    const frame = await openHost(page, `${origin}/bare`);
    await tilesDrawn(frame, 2);
    expect(await frame.locator('[data-test="dashboard-header"]').count()).toBe(0);
    expect(await frame.locator('[data-test="slice-header-controls"]').count()).toBe(0);
    // hideTab: no tab bar, the first tab's content all the same.
    expect(await frame.getByRole('tab').count()).toBe(0);
    expect(await frame.getByRole('tabpanel').count()).toBe(1);
    await page.screenshot({ path: `${RESULTS_DIR}/embedded-dashboard-bare-dark.png` });
  }, 120_000);

  it("shows nothing of dashboard B when the token is A's, though B is embedded for this host", async () => {
    const page = await e2e.newPage();
    const frame = await openHost(page, `${origin}/other`);
    await frame.getByText('Dashboard not found').waitFor({ timeout: 20_000 });
    expect(await frame.locator('[data-test="dashboard-component-chart-holder"]').count()).toBe(0);
    expect(await frame.locator('body').innerText()).not.toContain('Other births');
    await page.screenshot({ path: `${RESULTS_DIR}/embedded-dashboard-other.png` });
  }, 60_000);

  it('answers the SDK: scroll size, active tabs, data mask, permalink, unknown methods', async () => {
    const page = await e2e.newPage();
    // A frame shorter than the dashboard: the scroll size is the whole dashboard's, for the host to resize to.
    const frame = await openHost(page, `${origin}/short`);
    await tilesDrawn(frame, 2);
    const get = (method: string, args?: unknown) =>
      page.evaluate(
        ([m, a]) => (window as unknown as { sdkGet(m: unknown, a: unknown): Promise<unknown> }).sdkGet(m, a),
        [method, args] as const,
      );
    const size = (await get('getScrollSize')) as { width: number; height: number };
    expect(size.width).toBeGreaterThan(0);
    const content = (await frame.locator('[data-test="dashboard-content"]').boundingBox())!;
    expect(content.height).toBeGreaterThan(320);
    expect(size.height).toBeGreaterThanOrEqual(Math.floor(content.height));
    expect(await get('getDataMask')).toEqual({});
    // The host reads the tab the guest picked.
    await frame.getByRole('tab', { name: 'Notes' }).click();
    await frame.getByRole('heading', { name: 'Notes' }).waitFor();
    await expect.poll(() => get('getActiveTabs')).toEqual(['TAB-notes']);
    const link = (await get('getDashboardPermalink', { anchor: 'x' })) as string;
    expect(link).toMatch(/\/superset\/dashboard\/p\/[\w-]+\/$/);
    await expect(get('getSomethingElse')).rejects.toThrow('[superset] Method "getSomethingElse" is not defined');
  }, 60_000);
});

/** A count as SMART_NUMBER shows it in the range these figures are in (`52.7k`, `1.23M`). */
function formatShort(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toPrecision(3)}M`;
  if (n >= 1e3) return `${(n / 1e3).toPrecision(3)}k`;
  return String(n);
}

/** A Superset layout: ROOT → top-level TABS; "Figures" holds the two charts in one row, "Notes" a markdown. */
function tabbedLayout(numberChart: number, tableChart: number): Record<string, unknown> {
  const tabsPath = ['ROOT_ID', 'TABS-top'];
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
    'TABS-top': {
      id: 'TABS-top',
      type: 'TABS',
      children: ['TAB-figures', 'TAB-notes'],
      parents: ['ROOT_ID'],
      meta: {},
    },
    'TAB-figures': {
      id: 'TAB-figures',
      type: 'TAB',
      children: ['ROW-figures'],
      parents: tabsPath,
      meta: { text: 'Figures' },
    },
    'TAB-notes': { id: 'TAB-notes', type: 'TAB', children: ['ROW-notes'], parents: tabsPath, meta: { text: 'Notes' } },
    'ROW-figures': {
      id: 'ROW-figures',
      type: 'ROW',
      children: ['CHART-number', 'CHART-table'],
      parents: [...tabsPath, 'TAB-figures'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'CHART-number': {
      id: 'CHART-number',
      type: 'CHART',
      children: [],
      parents: [...tabsPath, 'TAB-figures', 'ROW-figures'],
      meta: { chartId: numberChart, width: 4, height: 50 },
    },
    'CHART-table': {
      id: 'CHART-table',
      type: 'CHART',
      children: [],
      parents: [...tabsPath, 'TAB-figures', 'ROW-figures'],
      meta: { chartId: tableChart, width: 8, height: 50 },
    },
    'ROW-notes': {
      id: 'ROW-notes',
      type: 'ROW',
      children: ['MARKDOWN-notes'],
      parents: [...tabsPath, 'TAB-notes'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'MARKDOWN-notes': {
      id: 'MARKDOWN-notes',
      type: 'MARKDOWN',
      children: [],
      parents: [...tabsPath, 'TAB-notes', 'ROW-notes'],
      meta: { code: '# Notes\n\nFigures for the embedded view.', width: 6, height: 30 },
    },
  };
}
