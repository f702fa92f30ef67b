import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../query/query-types.ts';
import { extractGroupbyLabel, formatSeriesName, getColtypesMapping } from './series-labels.ts';

describe('series labels', () => {
  it('maps column names to their generic types', () => {
    expect(getColtypesMapping({ colnames: ['ds', 'state', 'num'], coltypes: [2, 1, 0] })).toEqual({
      ds: GenericDataType.Temporal,
      state: GenericDataType.String,
      num: GenericDataType.Numeric,
    });
  });

  it('names nulls <NULL>, keeps numbers and booleans, formats temporal values', () => {
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    expect(formatSeriesName(null)).toBe('<NULL>');
    expect(formatSeriesName(12)).toBe('12');
    expect(formatSeriesName(false)).toBe('false');
    expect(formatSeriesName(Date.UTC(2020, 4, 3), { timeFormatter: iso, coltype: GenericDataType.Temporal })).toBe(
      '2020-05-03',
    );
    expect(formatSeriesName(Date.UTC(2020, 4, 3), { timeFormatter: iso })).toBe(String(Date.UTC(2020, 4, 3)));
  });

  it('joins groupby values with a comma', () => {
    expect(extractGroupbyLabel({ datum: { state: 'CA', gender: null, num: 3 }, groupby: ['state', 'gender'] })).toBe(
      'CA, <NULL>',
    );
  });
});
