import { describe, expect, test } from 'vitest';
import { isAdhocColumn, isPhysicalColumn, isQueryFormColumn } from './column-guards.ts';
import { ensureIsArray } from './ensure-is-array.ts';
import { ensureIsInt } from './ensure-is-int.ts';
import { getColumnLabel } from './get-column-label.ts';
import { getMetricLabel } from './get-metric-label.ts';
import { getXAxisColumn, getXAxisLabel, isXAxisSet } from './get-x-axis.ts';
import { isAdhocMetricSQL, isAdhocMetricSimple, isSavedMetric } from './metric-guards.ts';
import { removeDuplicates } from './remove-duplicates.ts';

// Cases follow superset-ui-core's getMetricLabel, getColumnLabel, getAxis and utils tests.
describe('labels and helpers', () => {
  test('getMetricLabel: saved name, label, AGG(column), SQL expression', () => {
    expect(getMetricLabel('sum__num')).toBe('sum__num');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'sum_girls' } })).toBe(
      'AVG(sum_girls)',
    );
    expect(
      getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'x' }, label: 'foo' }),
    ).toBe('foo');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' })).toBe('COUNT(*)');
  });

  test('getColumnLabel: name, label, SQL expression', () => {
    expect(getColumnLabel('gender')).toBe('gender');
    expect(getColumnLabel({ sqlExpression: 'case when 1 then 1 else 2 end', label: 'my col' })).toBe('my col');
    expect(getColumnLabel({ sqlExpression: 'upper(name)' })).toBe('upper(name)');
  });

  test('column and metric guards', () => {
    expect(isPhysicalColumn('a')).toBe(true);
    expect(isPhysicalColumn({ sqlExpression: 'a', label: 'a' })).toBe(false);
    expect(isAdhocColumn({ sqlExpression: 'a', label: 'a' })).toBe(true);
    expect(isAdhocColumn({ sqlExpression: 'a', label: 'a', expressionType: 'SIMPLE' })).toBe(false);
    expect(isAdhocColumn({ sqlExpression: 'a' })).toBe(false);
    expect(isQueryFormColumn(null)).toBe(false);
    expect(isSavedMetric('m')).toBe(true);
    expect(isAdhocMetricSimple({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'a' } })).toBe(
      true,
    );
    expect(isAdhocMetricSQL({ expressionType: 'SQL', sqlExpression: 'x' })).toBe(true);
    expect(isAdhocMetricSQL('x')).toBe(false);
  });

  test('x-axis helpers: x_axis, legacy __timestamp, or none', () => {
    const base = { datasource: '1__table', viz_type: 'line' };
    expect(isXAxisSet({ ...base, x_axis: 'ds' })).toBe(true);
    expect(isXAxisSet(base)).toBe(false);
    expect(getXAxisColumn({ ...base, granularity_sqla: 'ds' })).toBe('__timestamp');
    expect(getXAxisColumn(base)).toBeUndefined();
    expect(getXAxisLabel({ ...base, x_axis: { sqlExpression: 'year(ds)', label: 'year' } })).toBe('year');
    expect(getXAxisLabel(base)).toBeUndefined();
  });

  test('ensureIsArray, ensureIsInt, removeDuplicates', () => {
    expect(ensureIsArray(null)).toEqual([]);
    expect(ensureIsArray(undefined)).toEqual([]);
    expect(ensureIsArray('a')).toEqual(['a']);
    expect(ensureIsArray(['a'])).toEqual(['a']);
    expect(ensureIsInt('12px')).toBe(12);
    expect(ensureIsInt('abc', 5)).toBe(5);
    expect(Number.isNaN(ensureIsInt(undefined))).toBe(true);
    expect(removeDuplicates([1, 2, 1, 3])).toEqual([1, 2, 3]);
    expect(
      removeDuplicates(
        [
          { k: 'a', n: 1 },
          { k: 'a', n: 2 },
          { k: 'b', n: 3 },
        ],
        (x) => x.k,
      ),
    ).toEqual([
      { k: 'a', n: 1 },
      { k: 'b', n: 3 },
    ]);
  });
});
