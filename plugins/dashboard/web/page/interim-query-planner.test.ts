import { describe, expect, it } from 'vitest';
import type { QueryContext, QueryFormData } from '../../../../core/viz/index.ts';
import type { IVizRegistry } from '../../../../web/viz/viz-registry.ts';
import { InterimQueryPlanner } from './interim-query-planner.ts';

const plugin = {
  buildQuery: async () => ({
    default: (fd: QueryFormData) =>
      ({
        datasource: { id: 1, type: 'table' },
        force: false,
        queries: [{ extra: fd.extra_form_data }],
        form_data: fd,
        result_format: 'json',
        result_type: 'full',
      }) as unknown as QueryContext,
  }),
  transformProps: async () => ({ default: () => ({}) }),
  loadChart: async () => ({ default: () => null }),
};
const registry = { get: (k: string) => (k === 'pie' ? plugin : undefined) } as unknown as IVizRegistry;
const fd = (id: number) => ({ viz_type: 'pie', slice_id: id, datasource: '1__table' }) as QueryFormData;

describe('InterimQueryPlanner', () => {
  it('serves visible tiles first, merges the data mask into extra_form_data and passes force', async () => {
    const sent: QueryContext[] = [];
    const events: string[] = [];
    const planner = new InterimQueryPlanner(registry, async (qc) => {
      sent.push(qc);
      events.push(`send ${String(qc.form_data.slice_id)}`);
      await new Promise((r) => setTimeout(r, 5));
      events.push(`answer ${String(qc.form_data.slice_id)}`);
      return [{ data: [], colnames: [], coltypes: [], rowcount: 0 }];
    });
    planner.setDataMask(
      {
        a: { extraFormData: { filters: [{ col: 'g', op: 'IN', val: ['x'] }], time_range: 'Last week' } },
        b: { extraFormData: { filters: [{ col: 'h', op: '==', val: 1 }], time_range: 'Last year' } },
      },
      {},
    );
    planner.setVisible('CHART-v', true);
    // The hidden tile waits until the visible one is answered.
    const visible = planner.load({ tileId: 'CHART-v', chartId: 1, formData: fd(1), databaseId: 1, force: true });
    const hidden = planner.load({ tileId: 'CHART-h', chartId: 2, formData: fd(2), databaseId: 1 });
    await Promise.all([hidden, visible]);
    expect(events).toEqual(['send 1', 'answer 1', 'send 2', 'answer 2']);
    expect(sent[0]!.force).toBe(true);
    expect(sent[1]!.force).toBe(false);
    expect(sent[0]!.queries[0]!.extra).toEqual({
      filters: [
        { col: 'g', op: 'IN', val: ['x'] },
        { col: 'h', op: '==', val: 1 },
      ],
      time_range: 'Last year',
    });
    expect(planner.counts()).toEqual({ requests: 2, queries: 2, tileLoads: 2 });
    expect(planner.timings().every((t) => t.answeredAt !== null)).toBe(true);
  });

  it('rejects with the registry message for an unknown chart type', async () => {
    const planner = new InterimQueryPlanner(registry, async () => []);
    planner.setVisible('T', true);
    await expect(
      planner.load({ tileId: 'T', chartId: 1, formData: { ...fd(1), viz_type: 'nope' }, databaseId: null }),
    ).rejects.toThrow('Item with key "nope" is not registered.');
  });
});
