import { describe, expect, it } from 'vitest';
import { columnarData, GenericDataType } from './grid-data.ts';
import { CLIPBOARD_MAX_ROWS, csvBlob, delimitedRows, tsvForClipboard, tsvOfRow } from './grid-export.ts';

const data = columnarData(
  [
    { name: 'id', type: GenericDataType.NUMERIC },
    { name: 'name, full', type: GenericDataType.STRING },
    { name: 'at', type: GenericDataType.TEMPORAL },
  ],
  [
    [1, 2, 3],
    ['Ada "the first"', null, 'two\nlines\tand tab'],
    [Date.UTC(2024, 2, 1, 14, 5, 9), null, Date.UTC(2024, 2, 1, 0, 0, 0, 120)],
  ],
);

describe('CSV', () => {
  it('escapes a =cmd cell and a formula-like name, not negative numbers', async () => {
    const risky = columnarData(
      [
        { name: '@h', type: GenericDataType.STRING },
        { name: 'n', type: GenericDataType.NUMERIC },
      ],
      [
        ['=cmd', '-2'],
        [-1, 3],
      ],
    );
    expect(await (await csvBlob(risky)).text()).toBe("'@h,n\n'=cmd,-1\n-2,3\n");
    expect((await tsvForClipboard(risky)).text).toBe("'@h\tn\n'=cmd\t-1\n-2\t3\n");
  });

  it('builds the file from columns in chunks: header, NULL empty, times ISO-like', async () => {
    const chunks: number[] = [];
    const blob = await csvBlob(data, { chunkRows: 2, onProgress: (n) => chunks.push(n) });
    expect(chunks).toEqual([2, 3]);
    expect(await blob.text()).toBe(
      'id,"name, full",at\n1,"Ada ""the first""",2024-03-01 14:05:09\n2,,\n3,"two\nlines\tand tab",2024-03-01 00:00:00.120\n',
    );
  });

  it('stops when aborted', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(csvBlob(data, { signal: ac.signal })).rejects.toThrow(/cancelled/);
  });
});

describe('TSV', () => {
  it('flattens tabs and line breaks inside values', () => {
    expect(delimitedRows(data, 2, 3, '\t', (_v, s) => s.replace(/[\t\r\n]+/g, ' '))).toBe(
      '3\ttwo lines and tab\t2024-03-01 00:00:00.120\n',
    );
    expect(tsvOfRow(data, 0)).toBe('1\tAda "the first"\t2024-03-01 14:05:09');
  });

  it('caps the clipboard copy by rows and by cells', async () => {
    const many = columnarData(
      [{ name: 'n', type: GenericDataType.NUMERIC }],
      [new Float64Array(CLIPBOARD_MAX_ROWS + 5)],
    );
    const copy = await tsvForClipboard(many);
    expect(copy.truncated).toBe(true);
    expect(copy.rows).toBe(CLIPBOARD_MAX_ROWS);
    expect(copy.text.split('\n').length).toBe(CLIPBOARD_MAX_ROWS + 2); // header, rows, final newline
    expect(await tsvForClipboard(data)).toMatchObject({ rows: 3, truncated: false });
    const wide = columnarData(
      Array.from({ length: 200 }, (_, i) => ({ name: `c${i}`, type: GenericDataType.NUMERIC })),
      Array.from({ length: 200 }, () => new Float64Array(20_000)),
    );
    expect(await tsvForClipboard(wide, { chunkRows: 3000 })).toMatchObject({ rows: 10_000, truncated: true }); // 2M cells
  });
});
