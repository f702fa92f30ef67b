import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ResultColumn } from './cell-text.ts';
import { createRowWriter, type OutputFormat } from './row-writer.ts';
import { TableWriter } from './table-writer.ts';

const COLUMNS: ResultColumn[] = [
  { name: 'name', kind: 'string' },
  { name: 'num', kind: 'number' },
  { name: 'ds', kind: 'timestamp' },
  { name: 'ok', kind: 'boolean' },
];
const ROWS = [
  ['Aaron', 369, Date.UTC(1965, 0, 1), true],
  ['Jo, "JJ"\nSmith', 5.25, null, false],
  [null, -12, Date.UTC(2008, 0, 1, 12, 30), null],
];

async function render(format: OutputFormat, batches: unknown[][][], columns = COLUMNS): Promise<string> {
  const out = new PassThrough();
  let text = '';
  out.on('data', (d) => (text += d));
  const writer = createRowWriter(format, out, columns);
  for (const b of batches) await writer.write(b);
  await writer.end();
  return text;
}

describe('CSV', () => {
  it('writes a header and RFC 4180 rows, NULL as an empty field', async () => {
    expect(await render('csv', [ROWS.slice(0, 1), ROWS.slice(1)])).toBe(
      'name,num,ds,ok\nAaron,369,1965-01-01 00:00:00,true\n"Jo, ""JJ""\nSmith",5.25,,false\n,-12,2008-01-01 12:30:00,\n',
    );
  });

  it('writes the header even when there are no rows', async () => {
    expect(await render('csv', [])).toBe('name,num,ds,ok\n');
  });

  it('escapes spreadsheet formulas in text cells, not negative numbers', async () => {
    expect(
      await render('csv', [
        [
          ['=cmd', -12, null, null],
          ['@x|y', -1, null, null],
        ],
      ]),
    ).toBe("name,num,ds,ok\n'=cmd,-12,,\n'@x\\|y,-1,,\n");
  });
});

describe('JSON Lines', () => {
  it('writes one object a row with ISO datetimes and null', async () => {
    const lines = (await render('json', [ROWS])).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toEqual({ name: 'Aaron', num: 369, ds: '1965-01-01T00:00:00', ok: true });
    expect(JSON.parse(lines[1]!)).toEqual({ name: 'Jo, "JJ"\nSmith', num: 5.25, ds: null, ok: false });
    expect(JSON.parse(lines[2]!)).toEqual({ name: null, num: -12, ds: '2008-01-01T12:30:00', ok: null });
  });

  it('keeps every column when names repeat, and big integers exact', async () => {
    const text = await render(
      'json',
      [[[1n << 60n, 2]]],
      [
        { name: 'a', kind: 'bigint' },
        { name: 'a', kind: 'number' },
      ],
    );
    expect(text).toBe('{"a":1152921504606846976,"a__1":2}\n');
  });
});

describe('table', () => {
  it('aligns columns (numbers to the right), shows NULL and line breaks, and counts rows', async () => {
    expect(await render('table', [ROWS])).toBe(
      [
        'name             num  ds                   ok',
        '──────────────  ────  ───────────────────  ─────',
        'Aaron            369  1965-01-01 00:00:00  true',
        'Jo, "JJ"↵Smith  5.25  NULL                 false',
        'NULL             -12  2008-01-01 12:30:00  NULL',
        '(3 rows)',
        '',
      ].join('\n'),
    );
  });

  it('fixes widths from the first rows, then streams later rows, cutting only beyond the maximum', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (d) => (text += d));
    const w = new TableWriter(
      out,
      [
        { name: 'v', kind: 'string' },
        { name: 'n', kind: 'number' },
      ],
      { sampleRows: 2, maxWidth: 6 },
    );
    await w.write([['ab', 1]]);
    expect(text).toBe(''); // still sampling
    await w.write([['abcd', 22]]);
    expect(text).toBe('v      n\n────  ──\nab     1\nabcd  22\n');
    await w.write([
      ['longer', 12345],
      ['a much longer value', 1],
    ]);
    expect(text.split('\n')[4]).toBe('longer  12345'); // within the 6-character maximum: overflows
    expect(text.split('\n')[5]).toBe('a muc…   1'); // beyond it: cut
    await w.end();
    expect(text.endsWith('(4 rows)\n')).toBe(true);
  });

  it('prints the header and (0 rows) for an empty result, and "1 row" in the singular', async () => {
    expect(await render('table', [], [{ name: 'x', kind: 'number' }])).toBe('x\n─\n(0 rows)\n');
    expect(await render('table', [[[7]]], [{ name: 'x', kind: 'number' }])).toBe('x\n─\n7\n(1 row)\n');
  });

  it('cuts cells wider than 40 characters with an ellipsis', async () => {
    const text = await render('table', [[['x'.repeat(100)]]], [{ name: 'long', kind: 'string' }]);
    expect(text.split('\n')[2]).toBe(`${'x'.repeat(39)}…`);
  });
});

describe('a statement without a result set (DDL, DML)', () => {
  it("prints no header, only the table's row count", async () => {
    expect(await render('csv', [], [])).toBe('');
    expect(await render('json', [], [])).toBe('');
    expect(await render('table', [], [])).toBe('(0 rows)\n');
  });
});

describe('backpressure', () => {
  it('waits for a slow reader before taking the next batch', async () => {
    const chunks: string[] = [];
    let release: () => void = () => undefined;
    const slow = new Writable({
      highWaterMark: 16,
      write(chunk, _enc, cb) {
        chunks.push(String(chunk));
        release = cb;
      },
    });
    const writer = createRowWriter('csv', slow, [{ name: 'n', kind: 'number' }]);
    let done = false;
    const pending = writer.write([[1], [2], [3], [4], [5], [6], [7], [8], [9], [10]]).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    release();
    await pending;
    expect(done).toBe(true);
    expect(chunks.join('')).toContain('n\n1\n2\n');
  });
});
