import { describe, expect, it } from 'vitest';
import { comparisonColumns, comparisonRows, comparisonSuffix, differences } from './time-comparison.ts';
import type { TableColumn } from './types.ts';

const col = (key: string, metric: boolean): TableColumn => ({
  key,
  label: key,
  dataType: metric ? 0 : 1,
  isNumeric: metric,
  isMetric: metric,
  isPercentMetric: false,
  config: {},
  format: String,
});

describe('table time comparison', () => {
  it('compares only with comparison_type values and a shift', () => {
    const fd = { datasource: '1__table', viz_type: 'table' };
    expect(comparisonSuffix({ ...fd, time_compare: ['1 year ago'], comparison_type: 'values' })).toBe('1 year ago');
    expect(comparisonSuffix({ ...fd, time_compare: ['1 year ago'], comparison_type: 'difference' })).toBeNull();
    expect(
      comparisonSuffix({ ...fd, time_compare: ['custom'], start_date_offset: '2020-01-01', comparison_type: 'values' }),
    ).toBe('2020-01-01');
    expect(comparisonSuffix({ ...fd, comparison_type: 'values' })).toBeNull();
  });
  it('differences as Superset computes them', () => {
    expect(differences(150, 100)).toEqual({ difference: 50, percent: 0.5 });
    expect(differences(0, 0)).toEqual({ difference: 0, percent: 0 });
    expect(differences(5, 0)).toEqual({ difference: 5, percent: 1 });
    expect(differences(0, 5)).toEqual({ difference: -5, percent: -1 });
  });
  it('expands metric columns into Main, #, △ and % under the metric', () => {
    const columns = [col('state', false), col('count', true), col('count__1 year ago', true)];
    const out = comparisonColumns(columns, '1 year ago');
    expect(out.map((c) => [c.key, c.label, c.group])).toEqual([
      ['state', 'state', undefined],
      ['Main count', 'Main', 'count'],
      ['# count', '#', 'count'],
      ['△ count', '△', 'count'],
      ['% count', '%', 'count'],
    ]);
    expect(out[4]!.format(0.25)).toBe('25.000%');
    const rows = comparisonRows([{ state: 'CA', count: 120, 'count__1 year ago': 100 }], columns, '1 year ago');
    expect(rows).toEqual([{ state: 'CA', 'Main count': 120, '# count': 100, '△ count': 20, '% count': 0.2 }]);
  });
});
