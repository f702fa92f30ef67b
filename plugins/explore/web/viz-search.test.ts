import { describe, expect, it } from 'vitest';
import { fuzzyScore, searchViz } from './viz-search.ts';

const charts = [
  { key: 'funnel', name: 'Funnel Chart', tags: ['ECharts', 'Business'], description: 'Shows stages of a process.' },
  { key: 'pie', name: 'Pie Chart', tags: ['Popular', 'ECharts'], description: 'The classic.' },
  {
    key: 'table',
    name: 'Table',
    tags: ['Popular'],
    description: 'Classic row-by-column spreadsheet like view of a dataset.',
  },
  { key: 'echarts_area', name: 'Area Chart', tags: ['Popular', 'Trend'], description: 'Time series area.' },
];

describe('the gallery search (spec §9: fuzzy, threshold 0.3, name before tags before description)', () => {
  it('scores an exact substring 0 and a typo by its edits', () => {
    expect(fuzzyScore('pie', 'Pie Chart')).toBe(0);
    expect(fuzzyScore('funel', 'Funnel Chart')).toBeCloseTo(0.2);
    expect(fuzzyScore('zzzz', 'Funnel Chart')).toBe(1);
  });

  it('finds typos, ranks name matches over tag and description matches, keeps order when empty', () => {
    expect(searchViz(charts, 'funel').map((c) => c.key)).toEqual(['funnel']);
    expect(searchViz(charts, 'popular').map((c) => c.key)).toEqual(['pie', 'table', 'echarts_area']);
    expect(searchViz(charts, 'classic').map((c) => c.key)).toEqual(['pie', 'table']);
    expect(searchViz(charts, 'table')[0]!.key).toBe('table');
    expect(searchViz(charts, '  ').map((c) => c.key)).toEqual(['funnel', 'pie', 'table', 'echarts_area']);
    expect(searchViz(charts, 'qqqqq')).toEqual([]);
  });
});
