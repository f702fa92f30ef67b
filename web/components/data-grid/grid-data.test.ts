import {
  tableFromArrays,
  tableFromIPC,
  tableToIPC,
  TimestampMillisecond,
  vectorFromArray,
  Table,
  Int64,
  Bool,
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { arrowTableData, cellValue, columnarData, GenericDataType } from './grid-data.ts';
import { estimateColumnWidths, MAX_COLUMN_PX, MIN_COLUMN_PX } from './column-widths.ts';

describe('arrowTableData', () => {
  it('reads an Arrow table column by column, with types from its schema', () => {
    const table = new Table({
      ts: vectorFromArray([Date.UTC(2024, 0, 1), null], new TimestampMillisecond()),
      n: vectorFromArray([1n, 2n], new Int64()),
      ok: vectorFromArray([true, null], new Bool()),
      s: vectorFromArray(['a', null]),
    });
    const round = tableFromIPC(tableToIPC(table, 'stream')); // as the results stream arrives
    const data = arrowTableData(round);
    expect(data.rowCount).toBe(2);
    expect(data.columns).toEqual([
      { name: 'ts', type: GenericDataType.TEMPORAL },
      { name: 'n', type: GenericDataType.NUMERIC },
      { name: 'ok', type: GenericDataType.BOOLEAN },
      { name: 's', type: GenericDataType.STRING },
    ]);
    expect(cellValue(data, 0, 0)).toBe(Date.UTC(2024, 0, 1));
    expect(cellValue(data, 1, 0)).toBeNull();
    expect(cellValue(data, 1, 1)).toBe(2n);
    expect(cellValue(data, 1, 3)).toBeNull();
    expect(data.getColumn(3).length).toBe(2);
    expect(data.getColumn(3)[5]).toBeUndefined();
  });

  it('takes given types over the schema', () => {
    const data = arrowTableData(tableFromArrays({ x: Float64Array.from([1]) }), [GenericDataType.TEMPORAL]);
    expect(data.columns[0]!.type).toBe(GenericDataType.TEMPORAL);
  });
});

describe('columnarData', () => {
  it('checks the arrays against the columns', () => {
    expect(() => columnarData([{ name: 'a', type: GenericDataType.STRING }], [])).toThrow(/1 columns but 0 arrays/);
    expect(
      columnarData(
        [
          { name: 'a', type: 1 },
          { name: 'b', type: 0 },
        ],
        [['x', 'y'], [1]],
      ).rowCount,
    ).toBe(1);
  });
});

describe('estimateColumnWidths', () => {
  it('fits headers and typical values, clamped, ignoring a rare long outlier', () => {
    const long = 'x'.repeat(500);
    const data = columnarData(
      [
        { name: 'id', type: GenericDataType.NUMERIC },
        { name: 'a_rather_long_column_header_name', type: GenericDataType.STRING },
        { name: 'text', type: GenericDataType.STRING },
        { name: 'mostly_short', type: GenericDataType.STRING },
      ],
      [
        Array.from({ length: 100 }, (_, i) => i),
        Array.from({ length: 100 }, () => 'a'),
        Array.from({ length: 100 }, () => long),
        Array.from({ length: 100 }, (_, i) => (i === 7 ? long : 'ab')),
      ],
    );
    const [id, header, text, short] = estimateColumnWidths(data);
    expect(id).toBeGreaterThanOrEqual(MIN_COLUMN_PX);
    expect(id).toBeLessThan(80);
    expect(header).toBeGreaterThan(240);
    expect(text).toBe(MAX_COLUMN_PX);
    expect(short).toBeLessThan(MAX_COLUMN_PX / 2); // the header, not the one 500-character value
  });
});
