import { describe, expect, it } from 'vitest';
import { cellJson, cellText, timestampText } from './cell-text.ts';

const T = Date.UTC(2024, 4, 2, 10, 11, 12);

describe('cell text', () => {
  it('writes timestamps as naive-UTC ISO text, milliseconds only when present', () => {
    expect(timestampText(T)).toBe('2024-05-02T10:11:12');
    expect(timestampText(T + 7)).toBe('2024-05-02T10:11:12.007');
    expect(timestampText(T, ' ')).toBe('2024-05-02 10:11:12');
    expect(timestampText(Date.UTC(-50, 0, 1))).toBe('-000050-01-01T00:00:00');
  });

  it('agrees with Date#toISOString across the years it formats quickly', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const ms = Math.floor(Date.UTC(1, 0, 1) + random() * (Date.UTC(9999, 11, 31) - Date.UTC(1, 0, 1)));
      const iso = new Date(ms)
        .toISOString()
        .replace('Z', '')
        .replace(/\.000$/, '');
      expect(timestampText(ms)).toBe(iso);
    }
    expect(timestampText(Date.UTC(1969, 11, 31, 23, 59, 59, 999))).toBe('1969-12-31T23:59:59.999');
  });

  it('writes cells for tables and CSV', () => {
    expect(cellText(null, 'string')).toBe('');
    expect(cellText(1.5, 'number')).toBe('1.5');
    expect(cellText(T, 'timestamp')).toBe('2024-05-02 10:11:12');
    expect(cellText(Date.UTC(2024, 0, 2), 'date')).toBe('2024-01-02');
    expect(cellText(9007199254740993n, 'bigint')).toBe('9007199254740993');
    expect(cellText(true, 'boolean')).toBe('true');
    expect(cellText({ a: [1, 2n] }, 'other')).toBe('{"a":[1,"2"]}');
  });

  it('writes cells as JSON values', () => {
    expect(cellJson(null, 'number')).toBe('null');
    expect(cellJson(Number.NaN, 'number')).toBe('null');
    expect(cellJson(Infinity, 'number')).toBe('null');
    expect(cellJson(9007199254740993n, 'bigint')).toBe('9007199254740993');
    expect(cellJson('say "hi"\n', 'string')).toBe('"say \\"hi\\"\\n"');
    expect(cellJson(T, 'timestamp')).toBe('"2024-05-02T10:11:12"');
    expect(cellJson(false, 'boolean')).toBe('false');
  });
});
