import rison from 'rison';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../toasts/toast-store.ts';
import { createListModel, type ListAddress } from './list-model.ts';
import type { ListPageConfig, ListRow } from './list-types.ts';

type Row = ListRow & { name: string };

const config: ListPageConfig<Row> = {
  resource: 'widget',
  noun: 'widget',
  title: 'Widgets',
  columns: [],
  filters: [{ kind: 'search', id: 'search', label: 'Search', col: 'name', opr: 'ct' }],
  nameOf: (r) => r.name,
  favorites: true,
  deletable: true,
  bulkDeleteEndpoint: true,
  empty: { title: 'None' },
};

interface Call {
  method: string;
  path: string;
  q: unknown;
}

function fakeAddress(initial = ''): ListAddress & { urls: string[] } {
  let search = initial;
  const urls: string[] = [];
  return {
    urls,
    search: () => search,
    pathname: () => '/widget/list/',
    navigate(url) {
      urls.push(url);
      search = url.slice('/widget/list/'.length);
    },
    onPop: () => () => undefined,
  };
}

/** A fake server: rows 1..n, answers list, favourites and deletes, and records every call. */
function fakeServer(total: number, opts: { failDelete?: boolean } = {}) {
  const calls: Call[] = [];
  let rows = Array.from({ length: total }, (_, i) => ({ id: i + 1, name: `w${i + 1}` }));
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    const q = url.searchParams.get('q');
    const call = { method: init?.method ?? 'GET', path: url.pathname, q: q ? rison.decode(q) : undefined };
    calls.push(call);
    if (url.pathname === '/api/v1/security/csrf_token/') return json(200, { result: 'token' });
    if (call.method === 'GET' && url.pathname === '/api/v1/widget/') {
      const { page, page_size } = call.q as { page: number; page_size: number };
      return json(200, { count: rows.length, result: rows.slice(page * page_size, (page + 1) * page_size) });
    }
    if (url.pathname === '/api/v1/widget/favorite_status/')
      return json(200, { result: (call.q as number[]).map((id) => ({ id, value: id === 2 })) });
    if (url.pathname.endsWith('/favorites/')) return json(200, { result: 'OK' });
    if (call.method === 'DELETE') {
      if (opts.failDelete) return json(422, { message: 'Widget is in use' });
      const ids = url.pathname === '/api/v1/widget/' ? (call.q as number[]) : [Number(url.pathname.split('/')[4])];
      rows = rows.filter((r) => !ids.includes(r.id));
      return json(200, { message: 'OK' });
    }
    return json(404, { message: 'Not found' });
  });
  return calls;
}

const messages = () => toastStore.toasts.map((x) => `${x.kind}: ${x.message}`);

describe('the list model', () => {
  beforeEach(() => {
    toastStore.toasts.splice(0);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks page 0 of 25 by newest change, then the favourite status of the rows shown', async () => {
    const calls = fakeServer(30);
    const model = createListModel(config, fakeAddress());
    await model.refresh();
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/api/v1/widget/',
      q: { order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 25 },
    });
    expect(model.state.rows).toHaveLength(25);
    expect(model.state.count).toBe(30);
    await vi.waitFor(() => expect(model.state.favorites[2]).toBe(true));
    expect(calls[1]?.path).toBe('/api/v1/widget/favorite_status/');
    expect(calls[1]?.q).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('writes page, sort and filter into the address and goes back to page 0 on a new filter', async () => {
    fakeServer(30);
    const address = fakeAddress();
    const model = createListModel(config, address);
    model.goToPage(1);
    await vi.waitFor(() => expect(model.state.rows.map((r) => r.id)).toEqual([26, 27, 28, 29, 30]));
    expect(address.urls.at(-1)).toBe('/widget/list/?pageIndex=1');
    model.setFilter('search', 'w1');
    expect(model.state.query.page).toBe(0);
    expect(address.urls.at(-1)).toBe('/widget/list/?filters=(search:w1)');
  });

  it('goes back to the last page when the asked one is past the end', async () => {
    fakeServer(3);
    const model = createListModel(config, fakeAddress('?pageIndex=4'));
    await model.refresh();
    expect(model.state.query.page).toBe(0);
    expect(model.state.rows).toHaveLength(3);
  });

  it('toggles a favourite and puts it back with the spec’s toast when saving fails', async () => {
    const calls = fakeServer(2);
    const model = createListModel(config, fakeAddress());
    await model.toggleFavorite(1);
    expect(model.state.favorites[1]).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/widget/1/favorites/' });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 }));
    await model.toggleFavorite(1);
    expect(model.state.favorites[1]).toBe(true);
    expect(messages()).toContain('danger: There was an error saving the favorite status: Forbidden');
  });

  it('bulk-deletes the selected rows in one call and says "Deleted: …"', async () => {
    const calls = fakeServer(5);
    const model = createListModel(config, fakeAddress());
    await model.refresh();
    model.toggleBulkMode();
    model.toggleSelected(2);
    model.toggleSelected(4);
    model.askDeleteSelected();
    expect(model.state.pendingDelete?.map((r) => r.id)).toEqual([2, 4]);
    await model.confirmDelete();
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: '/api/v1/widget/', q: [2, 4] });
    expect(messages()).toEqual(['success: Deleted: w2, w4']);
    expect(model.state.pendingDelete).toBeNull();
    expect(model.state.selected).toEqual([]);
    expect(model.state.rows.map((r) => r.id)).toEqual([1, 3, 5]);
  });

  it('says "There was an issue deleting: …" when the server refuses', async () => {
    fakeServer(2, { failDelete: true });
    const model = createListModel(config, fakeAddress());
    await model.refresh();
    model.askDelete([model.state.rows[0]!]);
    await model.confirmDelete();
    expect(messages()).toEqual(['danger: There was an issue deleting: Widget is in use']);
    expect(model.state.rows).toHaveLength(2);
  });

  it('reports a failed list fetch with the spec’s message and keeps the error for the page', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Not a valid rison argument' }), { status: 400 }),
    );
    const model = createListModel(config, fakeAddress());
    await model.refresh();
    expect(messages()).toEqual(['danger: An error occurred while fetching widgets: Not a valid rison argument']);
    expect(model.state.error).toBe('Not a valid rison argument');
    expect(model.state.loaded).toBe(true);
  });
});
