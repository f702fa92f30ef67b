import { describe, expect, it } from 'vitest';
import { pivot } from './pivot-engine.ts';
import renderSvg from './render-svg.ts';
import type { PivotRenderProps } from './types.ts';
import { TEST_TABLE_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_TABLE_THEME;

const renderProps = (records: Record<string, string | number>[]): PivotRenderProps => ({
  pivot: pivot(records, { rows: ['state'], cols: ['gender'], metrics: ['count'], aggregateFunction: 'Sum' }),
  aggregateFunction: 'Sum',
  rowTotals: true,
  colTotals: true,
  formatHeader: (_a, k) => k,
  formatValue: (v) => (v === null ? '' : String(v)),
  attrLabel: (a) => a,
  colorFormatters: [{ column: 'count', getColorFromValue: (v) => (v > 2 ? '#FF000080' : undefined) }],
  groupbyRows: ['state'],
  groupbyColumns: ['gender'],
  selected: {},
  rawValue: (_a, k) => k,
});

describe('pivot table static SVG', () => {
  it('draws the column groups, row headers, values, totals and conditional colours', () => {
    const svg = renderSvg(
      renderProps([
        { state: 'CA', gender: 'boy', count: 1 },
        { state: 'NY', gender: 'girl', count: 3 },
      ]),
      { width: 500, height: 300, theme },
    );
    for (const text of ['count', 'boy', 'girl', 'CA', 'NY', 'Total (Sum)', '>4<']) expect(svg).toContain(text);
    expect(svg).toContain('#FF000080');
  });
  it('says so when there is nothing to pivot', () => {
    expect(renderSvg(renderProps([]), { width: 500, height: 300, theme })).toContain(
      'No results were returned for this query',
    );
  });
});
