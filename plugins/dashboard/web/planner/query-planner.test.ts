import { describe, expect, it } from 'vitest';
import { flush, makePlanner, okBody, tile } from './planner.test-support.ts';

describe('QueryPlanner: form_data', () => {
  it('adds slice_id, dashboard_id, force and the extra_form_data of the masks in scope', () => {
    const { planner } = makePlanner();
    planner.setDataMask(
      {
        'NATIVE_FILTER-a': { extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] } },
        '5': { extraFormData: { time_range: 'Last year' } },
      },
      { native_filter_configuration: [{ id: 'NATIVE_FILTER-a', chartsInScope: [5, 6] }] },
    );
    const fd = (planner as unknown as { formDataFor: (r: unknown) => Record<string, unknown> }).formDataFor(
      tile('CHART-1', 5, 'count', { force: true }),
    );
    expect(fd).toMatchObject({
      slice_id: 5,
      dashboard_id: 9,
      dashboardId: 9,
      force: true,
      viz_type: 'big_number_total',
    });
    // Chart 5's own cross-filter never filters it.
    expect(fd.extra_form_data).toEqual({ filters: [{ col: 'country', op: 'IN', val: ['FR'] }] });
    expect(planner.extraFormData(6)).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
      time_range: 'Last year',
    });
  });

  it('sends the merged filters in the query', async () => {
    const { planner, wire } = makePlanner();
    planner.setDataMask({ '2': { extraFormData: { filters: [{ col: 'g', op: 'IN', val: ['x'] }] } } }, {});
    void planner.load(tile('CHART-1', 1));
    await flush();
    expect(wire.sent[0]!.context.queries[0]!.filters).toEqual([{ col: 'g', op: 'IN', val: ['x'] }]);
    expect(wire.sent[0]!.context.form_data.slice_id).toBe(1);
  });
});

describe('QueryPlanner: deduplication', () => {
  it('sends identical contexts once and answers every tile', async () => {
    const { planner, wire } = makePlanner();
    const a = planner.load(tile('CHART-a', 1));
    const b = planner.load(tile('CHART-b', 2));
    const c = planner.load(tile('CHART-c', 3, 'sum'));
    await flush();
    expect(wire.sent).toHaveLength(2);
    wire.sent[0]!.answer({ body: okBody(wire.sent[0]!.context), bytes: 321 });
    wire.sent[1]!.answer({ body: okBody(wire.sent[1]!.context) });
    expect(await a).toEqual(await b);
    await c;
    expect(planner.counts()).toEqual({ requests: 2, queries: 2, tileLoads: 3 });
    const byTile = Object.fromEntries(planner.timings().map((t) => [t.tileId, t]));
    expect(byTile['CHART-a']!.deduplicated).toBe(false);
    expect(byTile['CHART-b']!).toMatchObject({ deduplicated: true, bytes: 321 });
  });

  it('shares a context with several queries only when all of them match', async () => {
    const { planner, wire } = makePlanner();
    void planner.load(tile('CHART-a', 1, 'count', { formData: { ...tile('', 0).formData, two_queries: 10 } }));
    void planner.load(tile('CHART-b', 2, 'count', { formData: { ...tile('', 0).formData, two_queries: 10 } }));
    void planner.load(tile('CHART-c', 3, 'count', { formData: { ...tile('', 0).formData, two_queries: 20 } }));
    await flush();
    expect(wire.sent).toHaveLength(2);
    expect(planner.counts().queries).toBe(4);
  });

  it('answers a later identical tile from the answer already received, unless it forces', async () => {
    const { planner, wire } = makePlanner();
    const a = planner.load(tile('CHART-a', 1));
    await flush();
    wire.sent[0]!.answer({ body: okBody(wire.sent[0]!.context, true) });
    await a;
    await expect(planner.load(tile('CHART-b', 2))).resolves.toHaveLength(1);
    expect(wire.sent).toHaveLength(1);
    expect(planner.timings().find((t) => t.tileId === 'CHART-b')).toMatchObject({ deduplicated: true, cache: 'hit' });
    void planner.load(tile('CHART-c', 3, 'count', { force: true }));
    await flush();
    expect(wire.sent).toHaveLength(2);
    expect(wire.sent[1]!.context.force).toBe(true);
  });

  it('does not share in naive mode', async () => {
    const { planner, wire } = makePlanner({ mode: 'naive', concurrency: 1 });
    for (let i = 0; i < 8; i++) void planner.load(tile(`CHART-${i}`, i));
    await flush();
    expect(wire.sent).toHaveLength(8);
  });
});

describe('QueryPlanner: concurrency and order', () => {
  it('caps requests in flight per database', async () => {
    const { planner, wire } = makePlanner({ concurrency: 3 });
    for (let i = 0; i < 5; i++) void planner.load(tile(`CHART-${i}`, i, `m${i}`));
    void planner.load(tile('CHART-other-db', 9, 'x', { databaseId: 2 }));
    await flush();
    expect(wire.sent.map((r) => r.context.queries[0]!.metrics)).toEqual([['m0'], ['m1'], ['m2'], ['x']]);
    wire.sent[0]!.answer({ body: okBody(wire.sent[0]!.context) });
    await flush();
    expect(wire.sent).toHaveLength(5);
    expect(wire.sent[4]!.context.queries[0]!.metrics).toEqual(['m3']);
  });

  it('serves visible tiles first and off-screen ones after, or as they scroll in', async () => {
    const { planner, wire } = makePlanner({ concurrency: 1 });
    planner.setVisible('CHART-0', false);
    planner.setVisible('CHART-1', false);
    planner.setVisible('CHART-2', false);
    planner.setVisible('CHART-3', true);
    for (let i = 0; i < 4; i++) void planner.load(tile(`CHART-${i}`, i, `m${i}`));
    await flush();
    expect(wire.sent.map((r) => r.context.queries[0]!.metrics)).toEqual([['m3']]);
    planner.setVisible('CHART-2', true);
    wire.sent[0]!.answer({ body: okBody(wire.sent[0]!.context) });
    await flush();
    expect(wire.sent.map((r) => r.context.queries[0]!.metrics)).toEqual([['m3'], ['m2']]);
    wire.sent[1]!.answer({ body: okBody(wire.sent[1]!.context) });
    await flush();
    expect(wire.sent.map((r) => r.context.queries[0]!.metrics)).toEqual([['m3'], ['m2'], ['m0']]);
  });

  it('holds off-screen tiles while a visible tile is still building its query', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { planner, wire } = makePlanner({
      buildQuery: async (fd) => {
        if (fd.metrics?.[0] === 'slow') await gate;
        return (await import('./planner.test-support.ts')).fakeBuildQuery(fd);
      },
    });
    planner.setVisible('CHART-hidden', false);
    planner.setVisible('CHART-slow', true);
    void planner.load(tile('CHART-hidden', 1, 'fast'));
    void planner.load(tile('CHART-slow', 2, 'slow'));
    await flush();
    expect(wire.sent).toHaveLength(0);
    release();
    await flush();
    expect(wire.sent.map((r) => r.context.queries[0]!.metrics)).toEqual([['slow']]);
  });
});

describe('QueryPlanner: aborts', () => {
  it('aborts the request of an unmounted tile that waits alone', async () => {
    const { planner, wire } = makePlanner();
    const controller = new AbortController();
    const a = planner.load(tile('CHART-a', 1), controller.signal);
    await flush();
    controller.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(wire.sent[0]!.signal.aborted).toBe(true);
    expect(planner.timings()).toEqual([]);
  });

  it('keeps a shared request going when one of its tiles leaves', async () => {
    const { planner, wire } = makePlanner();
    const controller = new AbortController();
    const a = planner.load(tile('CHART-a', 1), controller.signal);
    const b = planner.load(tile('CHART-b', 2));
    await flush();
    controller.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(wire.sent[0]!.signal.aborted).toBe(false);
    wire.sent[0]!.answer({ body: okBody(wire.sent[0]!.context) });
    await expect(b).resolves.toHaveLength(1);
  });

  it('drops a queued request nobody waits for, and a refreshed tile replaces its earlier load', async () => {
    const { planner, wire } = makePlanner({ concurrency: 1 });
    void planner.load(tile('CHART-a', 1, 'm1'));
    const controller = new AbortController();
    const queued = planner.load(tile('CHART-b', 2, 'm2'), controller.signal);
    await flush();
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    const first = planner.load(tile('CHART-c', 3, 'm3'));
    await flush();
    const second = planner.load(tile('CHART-c', 3, 'm3', { force: true }));
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    wire.sent[0]!.answer({ body: okBody(wire.sent[0]!.context) });
    await flush();
    // m2 was never sent; the first load of CHART-c was dropped before it was sent.
    expect(wire.sent.map((r) => [r.context.queries[0]!.metrics, r.context.force])).toEqual([
      [['m1'], false],
      [['m3'], true],
    ]);
    wire.sent[1]!.answer({ body: okBody(wire.sent[1]!.context) });
    await expect(second).resolves.toHaveLength(1);
  });
});

describe('QueryPlanner: timings and errors', () => {
  it('records requested, started, answered, rendered, cache and bytes per tile', async () => {
    const { planner, wire, tick } = makePlanner({ concurrency: 1 });
    const seen: number[] = [];
    planner.subscribe(() => seen.push(planner.timings().length));
    const a = planner.load(tile('CHART-a', 1, 'm1'));
    void planner.load(tile('CHART-b', 2, 'm2'));
    await flush();
    tick(50);
    wire.sent[0]!.answer({ body: okBody(wire.sent[0]!.context), bytes: 2048 });
    await a;
    tick(20);
    planner.markRendered('CHART-a');
    const t = planner.timings().find((x) => x.tileId === 'CHART-a')!;
    expect(t).toMatchObject({
      requestedAt: 0,
      startedAt: 0,
      answeredAt: 50,
      renderedAt: 70,
      cache: 'miss',
      bytes: 2048,
      error: null,
    });
    expect(planner.timings().find((x) => x.tileId === 'CHART-b')).toMatchObject({ requestedAt: 0, startedAt: 50 });
    expect(seen.length).toBeGreaterThan(3);
  });

  it("rejects every tile of a failed request with the server's message", async () => {
    const { planner, wire } = makePlanner();
    const a = planner.load(tile('CHART-a', 1));
    const b = planner.load(tile('CHART-b', 2));
    await flush();
    wire.sent[0]!.answer({ status: 400, body: { message: 'Error: no such column: x' } });
    await expect(a).rejects.toThrow('Error: no such column: x');
    await expect(b).rejects.toThrow('Error: no such column: x');
    expect(planner.timings().map((t) => t.error)).toEqual(['Error: no such column: x', 'Error: no such column: x']);
  });

  it('reports a mixed cache outcome', async () => {
    const { planner, wire } = makePlanner();
    const a = planner.load(tile('CHART-a', 1, 'count', { formData: { ...tile('', 0).formData, two_queries: 5 } }));
    await flush();
    const body = okBody(wire.sent[0]!.context);
    body.result[0]!.is_cached = true;
    wire.sent[0]!.answer({ body });
    await a;
    expect(planner.timings()[0]!.cache).toBe('mixed');
  });

  it('tells onTiming when each tile is sent, answered and drawn, a shared tile too', async () => {
    const phases: string[] = [];
    const { planner, wire, tick } = makePlanner({
      onTiming: (phase, t) =>
        phases.push(`${phase} ${t.tileId} ${t.cache ?? '-'} @${t.renderedAt ?? t.answeredAt ?? t.startedAt}`),
    });
    const a = planner.load(tile('CHART-a', 1));
    await flush();
    const b = planner.load(tile('CHART-b', 2)); // joins a's request in flight
    await flush();
    tick(30);
    wire.sent[0]!.answer({ body: okBody(wire.sent[0]!.context, true) });
    await Promise.all([a, b]);
    tick(5);
    planner.markRendered('CHART-b');
    planner.markRendered('CHART-b'); // once only
    expect(phases).toEqual([
      'sent CHART-a - @0',
      'sent CHART-b - @0',
      'answered CHART-a hit @30',
      'answered CHART-b hit @30',
      'rendered CHART-b hit @35',
    ]);
  });
});

describe('QueryPlanner: drawing order', () => {
  it('lets off-screen tiles draw once every visible tile that asked has drawn or failed', async () => {
    const { planner, wire } = makePlanner();
    planner.setVisible('CHART-on', true);
    planner.setVisible('CHART-on2', true);
    planner.setVisible('CHART-off', false);
    const changes: boolean[] = [];
    planner.subscribe(() => changes.push(planner.mayDraw('CHART-off')));
    // Nothing asked yet: nothing to wait for.
    expect(planner.mayDraw('CHART-off')).toBe(true);
    const on = planner.load(tile('CHART-on', 1, 'm1'));
    const on2 = planner.load(tile('CHART-on2', 2, 'm2'));
    const off = planner.load(tile('CHART-off', 3, 'm3'));
    await flush();
    expect(planner.mayDraw('CHART-on')).toBe(true);
    expect(planner.mayDraw('CHART-unknown')).toBe(true);
    expect(planner.mayDraw('CHART-off')).toBe(false);
    for (const r of wire.sent) r.answer({ body: okBody(r.context) });
    await Promise.all([on, on2]);
    await flush(); // the off-screen request goes once the visible ones are answered
    wire.sent[2]!.answer({ body: okBody(wire.sent[2]!.context) });
    await off;
    expect(planner.mayDraw('CHART-off')).toBe(false);
    planner.markRendered('CHART-on');
    expect(planner.mayDraw('CHART-off')).toBe(false);
    planner.markRendered('CHART-on2');
    expect(planner.mayDraw('CHART-off')).toBe(true);
    expect(changes.at(-1)).toBe(true);
  });

  it('counts a failed visible tile as done, lets a tile that scrolls in draw, and never holds in naive mode', async () => {
    const { planner, wire } = makePlanner();
    planner.setVisible('CHART-on', true);
    planner.setVisible('CHART-off', false);
    planner.setVisible('CHART-later', false);
    const on = planner.load(tile('CHART-on', 1, 'm1'));
    await flush();
    expect(planner.mayDraw('CHART-later')).toBe(false);
    planner.setVisible('CHART-later', true);
    expect(planner.mayDraw('CHART-later')).toBe(true);
    wire.sent[0]!.answer({ status: 400, body: { message: 'no such column' } });
    await expect(on).rejects.toThrow('no such column');
    expect(planner.mayDraw('CHART-off')).toBe(true);

    const naive = makePlanner({ mode: 'naive' });
    naive.planner.setVisible('CHART-on', true);
    naive.planner.setVisible('CHART-off', false);
    void naive.planner.load(tile('CHART-on', 1));
    await flush();
    expect(naive.planner.mayDraw('CHART-off')).toBe(true);
  });
});
