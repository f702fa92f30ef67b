import { describe, expect, it } from 'vitest';
import { pivot } from './pivot-engine.ts';
import { cellFilters, pivotGrid } from './pivot-grid.ts';
import type { PivotRenderProps } from './types.ts';

const records = [
  { state: 'CA', gender: 'boy', count: 1 },
  { state: 'CA', gender: 'girl', count: 3 },
  { state: 'NY', gender: 'boy', count: 2 },
];

const renderProps = (p: ReturnType<typeof pivot>, totals = true): PivotRenderProps => ({
  pivot: p,
  aggregateFunction: 'Sum',
  rowTotals: totals,
  colTotals: totals,
  formatHeader: (_a, k) => k.toUpperCase(),
  formatValue: (v) => (v === null ? '' : String(v)),
  attrLabel: (a) => a,
  colorFormatters: [],
  groupbyRows: ['state'],
  groupbyColumns: ['gender'],
  selected: {},
  rawValue: (_a, k) => k,
});

describe('pivot grid', () => {
  it('draws no empty row-dimension header row when only columns are pivoted (transposed)', () => {
    const grid = pivotGrid(
      renderProps(pivot(records, { rows: [], cols: ['gender'], metrics: ['count'], aggregateFunction: 'Sum' })),
    );
    expect(grid.header.map((r) => r[0]!.text)).toEqual(['metric', 'gender']);
    expect(grid.body.map((r) => r.map((c) => c.text))).toEqual([['', '3', '3', '6']]);
  });

  it('spans the metric header over its columns and adds totals', () => {
    const grid = pivotGrid(
      renderProps(pivot(records, { rows: ['state'], cols: ['gender'], metrics: ['count'], aggregateFunction: 'Sum' })),
    );
    expect(grid.header[0]!.map((c) => [c.text, c.colSpan ?? 1])).toEqual([
      ['metric', 1],
      ['COUNT', 2],
      ['Total (Sum)', 1],
    ]);
    expect(grid.header[1]!.map((c) => c.text)).toEqual(['gender', 'BOY', 'GIRL', '']);
    expect(grid.body.map((r) => r.map((c) => c.text))).toEqual([
      ['CA', '1', '3', '4'],
      ['NY', '2', '', '2'],
      ['Total (Sum)', '3', '3', '6'],
    ]);
    expect(grid.body[0]![1]!.metric).toBe('count');
  });

  it('labels subtotals and blanks repeated row headers', () => {
    const p = pivot(
      records,
      { rows: ['state', 'gender'], cols: [], metrics: ['count'], aggregateFunction: 'Sum' },
      { rows: true },
    );
    const grid = pivotGrid(renderProps(p, false));
    expect(grid.body.map((r) => r.slice(0, 2).map((c) => c.text))).toEqual([
      ['CA', 'BOY'],
      ['', 'GIRL'],
      ['CA', 'Subtotal'],
      ['NY', 'BOY'],
      ['NY', 'Subtotal'],
    ]);
    expect(grid.body[2]![2]!.kind).toBe('total');
    expect(grid.body[2]![2]!.text).toBe('4');
  });
});

describe('pivot cell filters', () => {
  it('drills into the dimensions a cell fixes, without the metric', () => {
    const props = renderProps(
      pivot(records, { rows: ['state'], cols: ['gender'], metrics: ['count'], aggregateFunction: 'Sum' }),
    );
    const grid = pivotGrid(props);
    expect(cellFilters(props, grid.body[0]![2]!)).toEqual([
      { col: 'state', op: '==', val: 'CA', formattedVal: 'CA' },
      { col: 'gender', op: '==', val: 'girl', formattedVal: 'GIRL' },
    ]);
    expect(cellFilters(props, grid.body[0]![3]!)).toEqual([]);
  });
});
