// The dashboard the view test draws: three saved charts (created through the chart API), a header,
// a markdown block carrying an XSS payload and two tabs. Until /api/v1/dashboard/ lands on main
// (wt-dash-api), the page's dashboard calls are answered from this wire-contract data (reference
// §8.2) by the browser; the charts, their data and everything else are the real server's.
import type { Page, Route } from 'playwright-core';

export const XSS_MARKDOWN = [
  '## Notes',
  '',
  'Figures in **EUR**. [Docs](https://superset.apache.org)',
  '',
  '<script>window.__xss = "script"; alert("script")</script>',
  '',
  '<img src="x" onerror="window.__xss = \'img\'; alert(\'img\')">',
  '',
  '[click me](javascript:alert("link"))',
  '',
  '<a href="javascript:alert(\'raw\')">raw link</a>',
  '',
  '<iframe src="https://example.com/"></iframe>',
].join('\n');

export interface TestChart {
  id: number;
  slice_name: string;
  form_data: Record<string, unknown>;
}

export function dashboardLayout(charts: { bigNumber: number; pie: number; line: number }) {
  const chart = (id: string, chartId: number, width: number, parents: string[], extra = {}) => ({
    id,
    type: 'CHART',
    children: [],
    parents,
    meta: { chartId, width, height: 50, ...extra },
  });
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['HEADER-h1', 'TABS-t'], parents: ['ROOT_ID'] },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Births overview' } },
    'HEADER-h1': {
      id: 'HEADER-h1',
      type: 'HEADER',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { text: 'Births in the United States', headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' },
    },
    'TABS-t': { id: 'TABS-t', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID', 'GRID_ID'] },
    'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-a'], meta: { text: 'Summary' } },
    'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-b'], meta: { text: 'Breakdown' } },
    'ROW-a': {
      id: 'ROW-a',
      type: 'ROW',
      children: ['CHART-big', 'MARKDOWN-md'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'CHART-big': chart('CHART-big', charts.bigNumber, 4, [], { sliceNameOverride: 'Births (all time)' }),
    'MARKDOWN-md': {
      id: 'MARKDOWN-md',
      type: 'markdown',
      children: [],
      meta: { width: 8, height: 50, code: XSS_MARKDOWN },
    },
    'ROW-b': { id: 'ROW-b', type: 'ROW', children: ['CHART-pie', 'CHART-line'] },
    'CHART-pie': chart('CHART-pie', charts.pie, 5, []),
    'CHART-line': chart('CHART-line', charts.line, 7, []),
  };
}

/** Answers GET /api/v1/dashboard/{42|births-e2e}[/charts|/datasets] and favourites from the contract. */
export async function serveDashboard(page: Page, charts: TestChart[], datasetId: number, userId: number) {
  const byId = Object.fromEntries(charts.map((c) => [c.slice_name, c.id]));
  const dashboard = {
    id: 42,
    slug: 'births-e2e',
    url: '/superset/dashboard/births-e2e/',
    dashboard_title: 'Births overview',
    published: true,
    css: '.header-title { letter-spacing: 0.01em; }',
    certified_by: 'Data team',
    certification_details: 'Checked weekly',
    owners: [{ id: userId, first_name: 'Ada', last_name: 'Admin' }],
    json_metadata: JSON.stringify({
      refresh_frequency: 0,
      timed_refresh_immune_slices: [],
      color_scheme: 'supersetColors',
    }),
    position_json: JSON.stringify(
      dashboardLayout({
        bigNumber: byId['Total births']!,
        pie: byId['Births by gender']!,
        line: byId['Births over time']!,
      }),
    ),
    changed_on_delta_humanized: 'a minute ago',
  };
  const json = (route: Route, body: unknown) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(/\/api\/v1\/dashboard\/.*/, async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/\/$/, '');
    const method = route.request().method();
    if (path === '/api/v1/dashboard/favorite_status') return json(route, { result: [{ id: 42, value: false }] });
    if (/\/favorites$/.test(path)) return json(route, { result: 'OK' });
    const m = /^\/api\/v1\/dashboard\/(42|births-e2e)(\/charts|\/datasets)?$/.exec(path);
    if (!m || method !== 'GET')
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
    if (m[2] === '/charts')
      return json(route, {
        result: charts.map((c) => ({
          id: c.id,
          slice_name: c.slice_name,
          form_data: { ...c.form_data, slice_id: c.id },
        })),
      });
    if (m[2] === '/datasets') return json(route, { result: [{ id: datasetId, type: 'table', database: { id: 1 } }] });
    return json(route, { result: dashboard });
  });
}
