import { describe, expect, it } from 'vitest';
import type { ExploreDataset } from './explore-types.ts';
import { defaultTemporalColumn, hydrateFormData, switchVizType } from './hydrate.ts';

const dataset: ExploreDataset = {
  id: 1,
  type: 'table',
  table_name: 'birth_names',
  main_dttm_col: 'ds',
  columns: [
    { column_name: 'ds', is_dttm: true, type_generic: 2 },
    { column_name: 'other_time', is_dttm: true, type_generic: 2 },
    { column_name: 'gender', type_generic: 1 },
  ],
  metrics: [{ metric_name: 'sum__num' }],
};

describe('hydration (spec §4.1)', () => {
  it('starts a new chart with the URL viz type, No filter, and a TEMPORAL_RANGE filter on the main time column', () => {
    const fd = hydrateFormData(dataset, null, 'pie');
    expect(fd.datasource).toBe('1__table');
    expect(fd.viz_type).toBe('pie');
    expect(fd.time_range).toBe('No filter');
    expect(fd.adhoc_filters).toEqual([
      expect.objectContaining({ subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter', clause: 'WHERE' }),
    ]);
  });

  it('falls back from the saved viz type to the URL, then the default', () => {
    expect(hydrateFormData(dataset, { viz_type: 'table' }, 'pie').viz_type).toBe('table');
    expect(hydrateFormData(dataset, null, null).viz_type).toBe('table');
    expect(hydrateFormData(dataset, null, null, 'echarts_area').viz_type).toBe('echarts_area');
  });

  it('keeps saved filters and resets a granularity_sqla that is not a temporal column (spec §4.5)', () => {
    const fd = hydrateFormData(
      dataset,
      { adhoc_filters: [], granularity_sqla: 'gender', time_range: 'Last year' },
      null,
    );
    expect(fd.adhoc_filters).toEqual([]);
    expect(fd.granularity_sqla).toBe('ds');
    expect(fd.time_range).toBe('Last year');
    expect(hydrateFormData(dataset, { granularity_sqla: 'other_time' }, null).granularity_sqla).toBe('other_time');
  });

  it('picks the main datetime column, else the first temporal one, else none', () => {
    expect(defaultTemporalColumn(dataset)).toBe('ds');
    expect(defaultTemporalColumn({ ...dataset, main_dttm_col: 'gender' })).toBe('ds');
    expect(defaultTemporalColumn({ ...dataset, main_dttm_col: null, columns: dataset.columns.slice(1) })).toBe(
      'other_time',
    );
    expect(defaultTemporalColumn({ ...dataset, columns: [{ column_name: 'x', type_generic: 1 }] })).toBeNull();
  });
});

describe('viz type switch (spec §4.10)', () => {
  it('carries metrics into a single metric and back, and dimensions into groupby', () => {
    const line = {
      datasource: '1__table',
      viz_type: 'echarts_timeseries_line',
      metrics: ['sum__num', 'count'],
      groupby: ['gender'],
    };
    const pie = switchVizType(line, 'pie', new Set(['metric', 'groupby']));
    expect(pie).toMatchObject({ viz_type: 'pie', metric: 'sum__num', groupby: ['gender'] });
    const back = switchVizType(
      { datasource: '1__table', viz_type: 'pie', metric: 'count', columns: ['state'] },
      'echarts_area',
      new Set(['metrics', 'groupby']),
    );
    expect(back).toMatchObject({ metrics: ['count'], groupby: ['state'] });
  });

  it('never overwrites what the new chart already has', () => {
    const fd = { datasource: '1__table', viz_type: 'pie', metric: 'count', metrics: ['sum__num'], groupby: ['name'] };
    expect(switchVizType(fd, 'echarts_area', new Set(['metrics', 'groupby']))).toMatchObject({
      metrics: ['sum__num'],
      groupby: ['name'],
    });
  });

  it("keeps only the new chart's controls, and brings back what the chart type had earlier", () => {
    const table = {
      datasource: '1__table',
      viz_type: 'table',
      slice_id: 7,
      query_mode: 'aggregate',
      all_columns: [],
      row_limit: 10000,
      metrics: ['count'],
      groupby: ['state'],
    };
    const pie = switchVizType(table, 'pie', new Set(['metric', 'groupby', 'row_limit', 'donut']), {
      viz_type: 'pie',
      donut: true,
      row_limit: 10,
      query_mode: 'raw',
    });
    expect(pie).toEqual({
      datasource: '1__table',
      viz_type: 'pie',
      slice_id: 7,
      row_limit: 10000,
      donut: true,
      metric: 'count',
      groupby: ['state'],
    });
  });
});
