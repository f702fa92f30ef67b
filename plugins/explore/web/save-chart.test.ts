import { describe, expect, it } from 'vitest';
import { canOverwrite, dashboardQuery, saveChart, SaveError, type SaveHttp } from './save-chart.ts';

/** A fake API that records each call and answers from a table. */
function fakeHttp(answers: Record<string, unknown | Error>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const answer = <T>(method: string, path: string, body?: unknown): Promise<T> => {
    calls.push({ method, path, body });
    const a = answers[`${method} ${path}`];
    if (a instanceof Error) return Promise.reject(a);
    if (a === undefined) return Promise.reject(new Error(`unexpected ${method} ${path}`));
    return Promise.resolve(a as T);
  };
  const http: SaveHttp = {
    get: (path) => answer('GET', path),
    post: (path, body) => answer('POST', path, body),
    put: (path, body) => answer('PUT', path, body),
  };
  return { http, calls };
}

const body = { slice_name: 'Births', viz_type: 'pie', params: '{}' };

describe('saving a chart with a dashboard (spec §7.2, reference §7.2)', () => {
  it('creates a new dashboard first, then posts the chart on it', async () => {
    const { http, calls } = fakeHttp({ 'POST /api/v1/dashboard/': { id: 12 }, 'POST /api/v1/chart/': { id: 40 } });
    const done = await saveChart(http, { body, overwriteId: null, dashboard: { title: 'Births', isNew: true } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/dashboard/', 'POST /api/v1/chart/']);
    expect(calls[0].body).toEqual({ dashboard_title: 'Births' });
    expect(calls[1].body).toMatchObject({ slice_name: 'Births', dashboards: [12] });
    expect(done).toEqual({
      id: 40,
      dashboard: { id: 12, title: 'Births' },
      toasts: [
        'Chart [Births] has been saved',
        'Dashboard [Births] just got created and chart [Births] was added to it',
      ],
    });
  });

  it('keeps the dashboards an overwritten chart is on and adds the chosen one', async () => {
    const { http, calls } = fakeHttp({
      'GET /api/v1/chart/7': { result: { dashboards: [{ id: 3 }] } },
      'PUT /api/v1/chart/7': { id: 7 },
    });
    const done = await saveChart(http, { body, overwriteId: 7, dashboard: { id: 5, title: 'Sales' } });
    expect(calls[1].body).toMatchObject({ dashboards: [3, 5] });
    expect(done.toasts).toEqual([
      'Chart [Births] has been overwritten',
      'Chart [Births] was added to dashboard [Sales]',
    ]);
  });

  it('an overwrite without a dashboard leaves the chart where it is', async () => {
    const { http, calls } = fakeHttp({
      'GET /api/v1/chart/7': { result: { dashboards: [{ id: 3 }, { id: 4 }] } },
      'PUT /api/v1/chart/7': { id: 7 },
    });
    await saveChart(http, { body, overwriteId: 7, dashboard: { id: 3, title: 'Old' } });
    expect(calls[1].body).toMatchObject({ dashboards: [3, 4] });
  });

  it("reports 'fetching dashboards failed for {name}' and writes nothing when the lookup fails", async () => {
    const { http, calls } = fakeHttp({ 'GET /api/v1/chart/7': new Error('403') });
    const err = await saveChart(http, { body, overwriteId: 7, dashboard: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SaveError);
    expect((err as Error).message).toBe('fetching dashboards failed for Births');
    expect(calls).toHaveLength(1);
  });

  it('does not save the chart when the new dashboard cannot be created', async () => {
    const { http, calls } = fakeHttp({ 'POST /api/v1/dashboard/': new Error('422') });
    await expect(saveChart(http, { body, overwriteId: null, dashboard: { title: 'X', isNew: true } })).rejects.toThrow(
      '422',
    );
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/dashboard/']);
  });
});

describe('the dashboard select', () => {
  it('lists owned dashboards matching the search, every dashboard for an admin', () => {
    expect(dashboardQuery(' sal ', { userId: 4, isAdmin: false }).filters).toEqual([
      { col: 'dashboard_title', opr: 'ct', value: 'sal' },
      { col: 'owners', opr: 'rel_m_m', value: 4 },
    ]);
    expect(dashboardQuery('', { userId: 1, isAdmin: true }).filters).toEqual([]);
  });

  it('lets owners (ids or objects) and admins overwrite', () => {
    expect(canOverwrite([{ id: 4 }], { userId: 4, isAdmin: false })).toBe(true);
    expect(canOverwrite([2, 3], { userId: 4, isAdmin: false })).toBe(false);
    expect(canOverwrite([2], { userId: 4, isAdmin: true })).toBe(true);
  });
});
