import { describe, expect, it } from 'vitest';
import { CELL_PADDING_PX, estimateColumnWidths, MAX_COLUMN_PX, rowNumberWidth } from './column-widths.ts';
import { columnarData, GenericDataType } from './grid-data.ts';
import type { TextMeasure } from './text-measure.ts';

// A font where every character is 10 px and tabular digits 12 px: widths are easy to predict.
const measure: TextMeasure = {
  cell: (s) => s.length * 10,
  tabular: (s) => s.length * 12,
  header: (s) => s.length * 11,
};

describe('estimateColumnWidths with a measured font', () => {
  it('gives a number column its widest sampled value, even one past the text maximum', () => {
    const data = columnarData(
      [
        { name: 'n', type: GenericDataType.NUMERIC },
        { name: 'big', type: GenericDataType.NUMERIC },
      ],
      [
        [549_123, 3, 12],
        ['1'.repeat(40), '7', '8'], // a decimal of 40 digits, as a big-number string
      ],
    );
    const [n, big] = estimateColumnWidths(data, measure);
    expect(n).toBeGreaterThanOrEqual(6 * 12 + CELL_PADDING_PX);
    expect(big).toBeGreaterThanOrEqual(40 * 12 + CELL_PADDING_PX);
    expect(big).toBeGreaterThan(MAX_COLUMN_PX);
  });

  it('gives datetimes their whole text and keeps long text within the maximum', () => {
    const data = columnarData(
      [
        { name: 'ts', type: GenericDataType.TEMPORAL },
        { name: 'note', type: GenericDataType.STRING },
      ],
      [[Date.UTC(2024, 2, 1, 14, 5, 9, 123)], ['x'.repeat(300)]],
    );
    const [ts, note] = estimateColumnWidths(data, measure);
    expect(ts).toBeGreaterThanOrEqual('2024-03-01 14:05:09.123'.length * 12 + CELL_PADDING_PX);
    expect(note).toBe(MAX_COLUMN_PX);
  });

  it('fits the header with room for the sort arrow', () => {
    const data = columnarData([{ name: 'a_long_header', type: GenericDataType.NUMERIC }], [[1]]);
    expect(estimateColumnWidths(data, measure)[0]).toBeGreaterThanOrEqual(
      'a_long_header'.length * 11 + CELL_PADDING_PX,
    );
  });

  it('sizes the row-number column from the largest row number', () => {
    expect(rowNumberWidth(1_000_000, measure)).toBeGreaterThan(rowNumberWidth(10, measure));
    expect(rowNumberWidth(1_000_000, measure)).toBeGreaterThanOrEqual(7 * 12);
  });
});
