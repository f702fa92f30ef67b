import { describe, expect, it } from 'vitest';

import { GenericDataType } from '../query/query-types.ts';
import { getNumberFormatter } from './number-format-registry.ts';
import { extractGroupbyLabel, formatSeriesName, getColtypesMapping, sanitizeHtml } from './series-names.ts';
import { getTimeFormatter } from './time-format-registry.ts';

// As plugin-chart-echarts/src/utils/series.ts names series.

describe('formatSeriesName', () => {
  it('names nulls, booleans, numbers, strings and times', () => {
    expect(formatSeriesName(null)).toBe('<NULL>');
    expect(formatSeriesName(undefined)).toBe('<NULL>');
    expect(formatSeriesName(true)).toBe('true');
    expect(formatSeriesName(1234.5)).toBe('1234.5');
    expect(formatSeriesName(1234.5, { numberFormatter: getNumberFormatter(',d') })).toBe('1,235');
    expect(formatSeriesName('CA')).toBe('CA');
    expect(formatSeriesName(new Date(Date.UTC(2021, 0, 1)))).toBe('2021-01-01T00:00:00.000Z');
  });
  it('formats temporal columns, reading naive timestamps as UTC', () => {
    const timeFormatter = getTimeFormatter('%Y-%m-%d %H:%M');
    expect(formatSeriesName(1609459200000, { coltype: GenericDataType.Temporal, timeFormatter })).toBe(
      '2021-01-01 00:00',
    );
    expect(formatSeriesName('2021-01-01 10:30:00', { coltype: GenericDataType.Temporal, timeFormatter })).toBe(
      '2021-01-01 10:30',
    );
  });
});

describe('extractGroupbyLabel', () => {
  it('joins the group-by values of a row', () => {
    const datum = { state: 'CA', gender: null, ds: 1609459200000, num: 5 };
    const coltypeMapping = getColtypesMapping({
      colnames: ['state', 'gender', 'ds', 'num'],
      coltypes: [GenericDataType.String, GenericDataType.String, GenericDataType.Temporal, GenericDataType.Numeric],
    });
    expect(coltypeMapping).toEqual({ state: 1, gender: 1, ds: 2, num: 0 });
    expect(getColtypesMapping({})).toEqual({});
    expect(
      extractGroupbyLabel({
        datum,
        groupby: ['state', 'gender', 'ds'],
        coltypeMapping,
        timeFormatter: getTimeFormatter('%Y'),
      }),
    ).toBe('CA, <NULL>, 2021');
    expect(extractGroupbyLabel({ datum, groupby: null })).toBe('');
  });
});

describe('sanitizeHtml', () => {
  it('escapes HTML for tooltips', () => {
    expect(sanitizeHtml(`<b onclick="x">Tom & 'Jerry'</b>`)).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });
});
