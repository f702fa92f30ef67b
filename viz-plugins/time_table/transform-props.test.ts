import { describe, expect, it } from 'vitest';
import type { ChartProps } from '../../core/viz/index.ts';
import transformProps from './transform-props.ts';
import type { TimeTableFormData } from './types.ts';

const answer = {
  colnames: ['__timestamp', 'sum__num', 'count'],
  coltypes: [2, 0, 0],
  data: [
    { __timestamp: Date.UTC(2007, 0, 1), sum__num: 1000, count: 10 },
    { __timestamp: Date.UTC(2008, 0, 1), sum__num: 1500, count: 12 },
  ],
  rowcount: 2,
};

describe('time-series table transformProps', () => {
  it('one row per metric, one cell per configured column', () => {
    const out = transformProps({
      width: 500,
      height: 300,
      formData: {
        datasource: '1__table',
        viz_type: 'time_table',
        metrics: ['sum__num', 'count'],
        groupby: [],
        column_collection: [
          { key: 'spark', label: 'Trend', colType: 'spark' },
          { key: 'yoy', label: 'YoY', colType: 'time', timeLag: '1', comparisonType: 'perc_change' },
          { key: 'v', label: 'Value', colType: 'time', timeLag: 0, d3format: ',d', bounds: [null, 1200] },
        ],
      },
      queriesData: [answer],
      datasource: { verboseMap: { sum__num: 'Births' } },
      theme: {},
    } as unknown as ChartProps<TimeTableFormData>);
    expect(out.rowType).toBe('metric');
    expect(out.columns.map((c) => c.label)).toEqual(['Trend', 'YoY', 'Value']);
    expect(out.rows.map((r) => r.label)).toEqual(['Births', 'count']);
    const [spark, yoy, value] = out.rows[0]!.cells;
    expect(spark).toMatchObject({ kind: 'spark', values: [1000, 1500] });
    expect(yoy).toMatchObject({ kind: 'value', value: 0.5, text: '50.0%' });
    expect(value).toMatchObject({ kind: 'value', value: 1500, text: '1,500', color: '#ca0020' });
  });
});
