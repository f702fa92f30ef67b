// Helpers of the SQL Lab dialog and open-query browser tests (not a test file).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiClient } from '../harness/api-client.ts';

export interface TabState {
  id: number;
  label: string;
  sql: string;
  database_id: number;
  schema: string | null;
  saved_query: { id: number } | null;
  template_params: string | null;
}

/** The tab the server holds as active (backend persistence), read with the page's own session. */
export async function activeTabState(page: Page): Promise<TabState | null> {
  return page.evaluate(async () => {
    const res = await fetch('/api/v1/sqllab/', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /api/v1/sqllab/: ${res.status}`);
    return ((await res.json()) as { result: { active_tab: TabState | null } }).result.active_tab;
  });
}

/** Waits until the server's active tab matches (the page opened it). */
export async function waitForActiveTab(
  page: Page,
  match: (tab: TabState) => boolean,
  timeout = 10_000,
): Promise<TabState> {
  const until = Date.now() + timeout;
  let last: TabState | null = null;
  while (Date.now() < until) {
    last = await activeTabState(page);
    if (last && match(last)) return last;
    await page.waitForTimeout(150);
  }
  throw new Error(`the active tab never matched; last: ${JSON.stringify(last)}`);
}

/** One tab's stored state, by its id. */
export async function tabState(page: Page, id: number): Promise<TabState> {
  return page.evaluate(async (id) => {
    const res = await fetch(`/tabstateview/${id}`, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /tabstateview/${id}: ${res.status}`);
    return (await res.json()) as TabState;
  }, id);
}

/** Waits until a tab's stored state matches. */
export async function waitForTab(
  page: Page,
  id: number,
  match: (tab: TabState) => boolean,
  timeout = 10_000,
): Promise<TabState> {
  const until = Date.now() + timeout;
  let last: TabState | null = null;
  while (Date.now() < until) {
    last = await tabState(page, id);
    if (match(last)) return last;
    await page.waitForTimeout(150);
  }
  throw new Error(`tab ${id} never matched; last: ${JSON.stringify(last)}`);
}

/** The editor page is up when its actions are. */
export async function waitForEditor(page: Page): Promise<void> {
  await page.getByTestId('editor-save').waitFor({ timeout: 20_000 });
}

export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.toast__message', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

export async function databaseId(api: ApiClient, name: string): Promise<number> {
  const q = encodeURIComponent(`(filters:!((col:database_name,opr:eq,value:'${name}')))`);
  const res = await api.get<{ result: { id: number }[] }>(`/api/v1/database/?q=${q}`);
  expect(res.status).toBe(200);
  expect(res.body.result.length).toBe(1);
  return res.body.result[0]!.id;
}

export async function savedQueriesNamed(
  api: ApiClient,
  label: string,
): Promise<{ id: number; label: string; sql: string; description: string | null }[]> {
  const q = encodeURIComponent(`(columns:!(id,label,sql,description),filters:!((col:label,opr:eq,value:'${label}')))`);
  const res = await api.get<{ result: { id: number; label: string; sql: string; description: string | null }[] }>(
    `/api/v1/saved_query/?q=${q}`,
  );
  expect(res.status).toBe(200);
  return res.body.result;
}

/** Opens SQL Lab on a new tab with this SQL (the `?dbid=&sql=` address) and waits for it. */
export async function openEditorWith(page: Page, dbId: number, sql: string, name?: string): Promise<TabState> {
  const params = new URLSearchParams({ dbid: String(dbId), sql, ...(name ? { name } : {}) });
  await page.goto(`/sqllab/?${params}`);
  await waitForEditor(page);
  const tab = await waitForActiveTab(page, (t) => t.sql === sql);
  await page.waitForURL((u) => u.pathname === '/sqllab/' && u.search === '');
  return tab;
}
