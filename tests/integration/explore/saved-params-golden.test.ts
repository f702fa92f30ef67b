// The charts the Explore walk-through saves (tests/e2e/explore-walkthrough.test.ts writes and checks
// saved-params-golden/*.json) hold the params and query_context Superset's client would: the
// query_context is what the chart type's buildQuery (whose own goldens are Superset captures) makes
// of the params, the params hold only form-data keys of that chart type's controls, and the pie's
// query object is Superset's captured one (reference/query-contexts/05_pie_states.json).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { panelControls } from '../../../core/viz/controls/shared-controls.ts';
import type { QueryFormData } from '../../../core/viz/query/query-types.ts';
import { BUILT_IN_VIZ_PLUGINS } from '../../../viz-plugins/catalogue.ts';

const dir = new URL('./saved-params-golden/', import.meta.url);
/** Superset's client's pie body (reference/query-contexts/05_pie_states.json), as the pie plugin keeps it. */
const CAPTURED_PIE = new URL('../../../viz-plugins/pie/golden/05-pie-states-captured.json', import.meta.url);
/**
 * Keys a saved chart keeps whatever its controls: Superset's datasourceAndVizType section, and
 * time_range, which hydration fills with the default time filter (spec §4.1).
 */
const BASE_KEYS = ['datasource', 'viz_type', 'slice_id', 'cache_timeout', 'url_params', 'custom_params', 'time_range'];

interface Golden {
  params: QueryFormData;
  query_context: { queries: Record<string, unknown>[]; form_data: QueryFormData } & Record<string, unknown>;
}

const goldens = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Golden] as const);

function pluginOf(vizType: string) {
  const plugin = BUILT_IN_VIZ_PLUGINS.find((p) => p.key === vizType);
  if (!plugin) throw new Error(`no viz plugin ${vizType}`);
  return plugin;
}

describe('saved chart params and query_context (the walk-through charts)', () => {
  it('has the four charts', () => {
    expect(goldens.map(([, g]) => g.params.viz_type).sort()).toEqual([
      'big_number',
      'echarts_timeseries_line',
      'pie',
      'table',
    ]);
  });

  for (const [file, golden] of goldens) {
    it(`${file}: query_context is buildQuery(params)`, async () => {
      const buildQuery = (await pluginOf(golden.params.viz_type).buildQuery()).default;
      expect(JSON.parse(JSON.stringify(buildQuery(golden.params)))).toEqual(golden.query_context);
    });

    it(`${file}: params hold only the chart type's controls`, async () => {
      const panel = (await pluginOf(golden.params.viz_type).controlPanel()).default;
      const allowed = new Set([...BASE_KEYS, ...panelControls(panel).map((c) => c.name)]);
      expect(Object.keys(golden.params).filter((k) => !allowed.has(k))).toEqual([]);
    });
  }

  it("the pie's query object is Superset's for the same form data", () => {
    const pie = goldens.find(([, g]) => g.params.viz_type === 'pie')![1];
    const superset = (JSON.parse(readFileSync(CAPTURED_PIE, 'utf8')) as { query_context: Golden['query_context'] })
      .query_context;
    const ours = { ...pie.query_context.queries[0] };
    // The capture filtered on 'Last year' and its form data had no time_range; the walk-through's
    // pie has the default 'No filter' in both, which Superset's buildQueryObject passes through.
    expect(pie.params.time_range).toBe('No filter');
    const theirs = {
      ...superset.queries[0],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      time_range: 'No filter',
    };
    expect(ours).toEqual(theirs);
    const { queries: _q, form_data: _f, ...rest } = pie.query_context;
    const { queries: _q2, form_data: _f2, ...restTheirs } = superset;
    expect(rest).toEqual(restTheirs);
  });
});
