import { describe, expect, it } from 'vitest';
import { mergeAllExtraFormData, mergeExtraFormData } from './merge-extra-form-data.ts';

describe('mergeExtraFormData', () => {
  it('concatenates append keys, earlier mask first', () => {
    const merged = mergeExtraFormData(
      { filters: [{ col: 'country', op: 'IN', val: ['FR'] }], adhoc_filters: [] },
      { filters: [{ col: 'year', op: '>=', val: 2000 }], interactive_groupby: ['region'] },
    );
    expect(merged).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'] },
        { col: 'year', op: '>=', val: 2000 },
      ],
      interactive_groupby: ['region'],
    });
  });

  it('lets the later mask win on override keys and keeps the earlier one when the later is silent', () => {
    const merged = mergeExtraFormData(
      { time_range: 'Last week', time_grain_sqla: 'P1D', granularity_sqla: 'ds' },
      { time_range: 'Last year', relative_end: 'today' },
    );
    expect(merged).toEqual({
      time_range: 'Last year',
      time_grain_sqla: 'P1D',
      granularity_sqla: 'ds',
      relative_end: 'today',
    });
  });

  it('drops keys that are neither append nor override, and empty appends', () => {
    const merged = mergeExtraFormData({ filters: [] }, { row_limit: 5 } as never);
    expect(merged).toEqual({});
  });

  it('merges custom_form_data objects key by key', () => {
    expect(
      mergeExtraFormData({ custom_form_data: { a: 1, b: 1 } }, { custom_form_data: { b: 2 } }).custom_form_data,
    ).toEqual({ a: 1, b: 2 });
  });

  it('folds many masks in order', () => {
    expect(
      mergeAllExtraFormData([
        { time_range: 'A', filters: [{ col: 'x', op: '==', val: 1 }] },
        undefined,
        { time_range: 'B', filters: [{ col: 'y', op: '==', val: 2 }] },
      ]),
    ).toEqual({
      time_range: 'B',
      filters: [
        { col: 'x', op: '==', val: 1 },
        { col: 'y', op: '==', val: 2 },
      ],
    });
  });
});
