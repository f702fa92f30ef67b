import { describe, expect, it } from 'vitest';
import type { ChartDataResult, ChartProps } from '../../core/viz/index.ts';
import { pivotGrid } from './pivot-grid.ts';
import transformProps from './transform-props.ts';
import type { PivotTableFormData } from './types.ts';

// Answer of the temporal-series-limit-metric golden's query (birth_names, yearly grain).
const answer: ChartDataResult = {
  colnames: ['gender', 'ds', 'state', 'sum__num', 'count'],
  coltypes: [1, 2, 1, 0, 0],
  data: [
    { gender: 'boy', ds: Date.UTC(2008, 0, 1), state: 'CA', sum__num: 1200, count: 10 },
    { gender: 'girl', ds: Date.UTC(2008, 0, 1), state: 'CA', sum__num: 1100, count: 9 },
    { gender: 'boy', ds: Date.UTC(2009, 0, 1), state: 'NY', sum__num: 800, count: 7 },
  ],
  rowcount: 3,
};

const props = (fd: Partial<PivotTableFormData>) =>
  ({
    width: 600,
    height: 400,
    formData: {
      datasource: '1__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['ds'],
      groupbyColumns: ['gender'],
      metrics: ['sum__num'],
      ...fd,
    },
    queriesData: [answer],
    datasource: { verboseMap: { sum__num: 'Births' }, columnFormats: { count: ',d' } },
    theme: {},
  }) as unknown as ChartProps<PivotTableFormData>;

describe('pivot table transformProps', () => {
  it('pivots the answer and formats dates, metric names and values', () => {
    const out = transformProps(props({ date_format: '%Y', valueFormat: ',.1f', rowTotals: true, colTotals: true }));
    const grid = pivotGrid(out);
    expect(grid.header[0]!.map((c) => c.text)).toEqual(['metric', 'Births', 'Total (Sum)']);
    expect(grid.body.map((r) => r.map((c) => c.text))).toEqual([
      ['2008', '1,200.0', '1,100.0', '2,300.0'],
      ['2009', '800.0', '', '800.0'],
      ['Total (Sum)', '2,000.0', '1,100.0', '3,100.0'],
    ]);
  });

  it('uses the metric format of the dataset and the currency', () => {
    const out = transformProps(
      props({ metrics: ['count'], currency_format: { symbol: '€', symbolPosition: 'suffix' } }),
    );
    expect(out.formatValue(1234, 'count')).toBe('1,234 €');
    expect(out.formatValue('a, b', 'count')).toBe('a, b');
    expect(out.formatValue(null, 'count')).toBe('');
  });

  it('keeps raw header values for cross-filters', () => {
    const out = transformProps(props({}));
    expect(out.rawValue('ds', String(Date.UTC(2009, 0, 1)))).toBe(Date.UTC(2009, 0, 1));
    expect(out.groupbyRows).toEqual(['ds']);
  });
});
