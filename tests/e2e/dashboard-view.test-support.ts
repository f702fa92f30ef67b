// The dashboard the view tests draw: three saved charts (created through the chart API), a header,
// a markdown block carrying an XSS payload and two tabs, saved through POST /api/v1/dashboard/.
import type { Page } from 'playwright-core';
import type { ApiClient } from '../harness/api-client.ts';
import { datasetId, referenceBody } from '../integration/chart-data/chart-data.test-support.ts';

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

/** Saves the test dashboard through `POST /api/v1/dashboard/` (the caller becomes its owner). */
export async function createDashboard(
  page: Page,
  charts: TestChart[],
  slug: string,
): Promise<{ id: number; slug: string }> {
  const byId = Object.fromEntries(charts.map((c) => [c.slice_name, c.id]));
  const body = {
    dashboard_title: 'Births overview',
    slug,
    published: true,
    css: '.header-title { letter-spacing: 0.01em; }',
    certified_by: 'Data team',
    certification_details: 'Checked weekly',
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
  };
  const id = await postFromPage(page, '/api/v1/dashboard/', body);
  return { id, slug };
}

/** A JSON post from the logged-in page (its session and CSRF token); answers the new id. */
export async function postFromPage(page: Page, url: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ url, body }) => {
      const csrf = (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf.result, accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    },
    { url, body },
  );
}

/** Three saved charts over birth_names, made through the chart API (`admin` finds the dataset). */
export async function makeCharts(page: Page, admin: ApiClient): Promise<TestChart[]> {
  const ds = await datasetId(admin, 'birth_names');
  const charts: TestChart[] = [];
  for (const [name, file] of [
    ['Total births', '06_big_number_total.json'],
    ['Births by gender', '05_pie_states.json'],
    ['Births over time', '01_line_groupby_series_limit.json'],
  ] as const) {
    const qc = referenceBody(file, ds);
    const formData = qc.form_data as Record<string, unknown>;
    const id = await postFromPage(page, '/api/v1/chart/', {
      slice_name: name,
      viz_type: formData.viz_type,
      datasource_id: ds,
      datasource_type: 'table',
      params: JSON.stringify(formData),
      query_context: JSON.stringify(qc),
    });
    charts.push({ id, slice_name: name, form_data: formData });
  }
  return charts;
}
