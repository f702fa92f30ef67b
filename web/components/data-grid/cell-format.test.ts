import { describe, expect, it } from 'vitest';
import { exportText, formatCell, formatEpochMs, fullCellText } from './cell-format.ts';
import { GenericDataType } from './grid-data.ts';

describe('formatCell', () => {
  it('shows NULL apart and exports it empty', () => {
    expect(formatCell(null, GenericDataType.STRING)).toEqual({ text: 'NULL', kind: 'null' });
    expect(formatCell(undefined, GenericDataType.NUMERIC).kind).toBe('null');
    expect(exportText(null, GenericDataType.NUMERIC)).toBe('');
    expect(formatCell('NULL', GenericDataType.STRING)).toEqual({ text: 'NULL', kind: 'text' });
  });

  it('formats epoch milliseconds ISO-like in UTC, milliseconds only when present', () => {
    expect(formatEpochMs(Date.UTC(2024, 0, 31, 23, 59, 58))).toBe('2024-01-31 23:59:58');
    expect(formatEpochMs(Date.UTC(1999, 11, 31, 0, 0, 0, 7))).toBe('1999-12-31 00:00:00.007');
    expect(formatCell(Date.UTC(2024, 0, 1), GenericDataType.TEMPORAL)).toEqual({
      text: '2024-01-01 00:00:00',
      kind: 'temporal',
    });
    expect(formatCell(BigInt(Date.UTC(2024, 0, 1)), GenericDataType.TEMPORAL).text).toBe('2024-01-01 00:00:00');
    expect(formatCell(new Date(Date.UTC(2024, 0, 1)), GenericDataType.STRING).text).toBe('2024-01-01 00:00:00');
    expect(formatCell('2024-01-01', GenericDataType.TEMPORAL).text).toBe('2024-01-01');
    expect(formatCell('2023-12-01T00:00:00', GenericDataType.TEMPORAL).text).toBe('2023-12-01 00:00:00');
    expect(formatCell('2023-12-01T00:00:00.123+02:00', GenericDataType.TEMPORAL).text).toBe(
      '2023-12-01 00:00:00.123+02:00',
    );
    expect(formatCell('T-shirt', GenericDataType.TEMPORAL).text).toBe('T-shirt');
  });

  it('marks numbers (also big integers and numeric strings) to be right-aligned', () => {
    expect(formatCell(1.5, GenericDataType.NUMERIC)).toEqual({ text: '1.5', kind: 'number' });
    expect(formatCell(9007199254740993n, GenericDataType.NUMERIC)).toEqual({
      text: '9007199254740993',
      kind: 'number',
    });
    expect(formatCell('12345678901234567890.5', GenericDataType.NUMERIC).kind).toBe('number');
    expect(formatCell(Number.NaN, GenericDataType.NUMERIC).text).toBe('NaN');
    expect(formatCell(42, GenericDataType.STRING).kind).toBe('text');
  });

  it('shows booleans and nested values as text', () => {
    expect(formatCell(false, GenericDataType.BOOLEAN)).toEqual({ text: 'false', kind: 'boolean' });
    expect(formatCell({ a: 1n, b: [1, 2] }, GenericDataType.STRING).text).toBe('{"a":"1","b":[1,2]}');
    expect(formatCell(new Int32Array([1, 2]), GenericDataType.STRING).text).toBe('[1, 2]');
  });
});

describe('formatEpochMs', () => {
  it('agrees with Date over centuries, leap days and negative epochs', () => {
    for (let ms = Date.UTC(1600, 0, 1); ms < Date.UTC(2400, 0, 1); ms += 86_400_000 * 37 + 3_723_456) {
      const iso = new Date(ms).toISOString();
      const want = iso.replace('T', ' ').replace(/\.000Z$|Z$/, '');
      expect(formatEpochMs(ms)).toBe(want);
    }
    expect(formatEpochMs(Date.UTC(2024, 1, 29, 12))).toBe('2024-02-29 12:00:00');
    expect(formatEpochMs(-1)).toBe('1969-12-31 23:59:59.999');
    expect(formatEpochMs(Date.UTC(12000, 0, 1))).toBe('+012000-01-01 00:00:00');
    expect(formatEpochMs(Number.NaN)).toBe('NaN');
  });
});

describe('fullCellText', () => {
  it('pretty-prints JSON objects and arrays, in values and in text', () => {
    expect(fullCellText({ a: 1, b: [2] }, GenericDataType.STRING)).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
    expect(fullCellText('[1,{"x":"é"}]', GenericDataType.STRING)).toBe('[\n  1,\n  {\n    "x": "é"\n  }\n]');
  });
  it('leaves other values as the grid shows them', () => {
    expect(fullCellText('{not json', GenericDataType.STRING)).toBe('{not json');
    expect(fullCellText(null, GenericDataType.STRING)).toBe('NULL');
    expect(fullCellText(5_491_234, GenericDataType.NUMERIC)).toBe('5491234');
  });
});
