import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { arrowBuffer } from './arrow-export.ts';
import { csvText } from './csv-export.ts';
import { xlsxBuffer } from './xlsx-export.ts';
import { zipArchive } from './zip-archive.ts';

const JAN = Date.UTC(2024, 0, 1);
const data = {
  colnames: ['ds', 'name', 'num', 'flag'],
  coltypes: [2, 1, 0, 3],
  rows: [
    [JAN, 'Ann, "the" first', 1.5, true],
    [JAN + 86_400_000, '=SUM(A1)', null, false],
    [null, '-5', 3, null],
  ],
};

describe('CSV export', () => {
  it('writes a header, quotes what needs it, dates alone when every value is at midnight, pandas booleans', async () => {
    expect(await csvText(data)).toBe(
      'ds,name,num,flag\n2024-01-01,"Ann, ""the"" first",1.5,True\n2024-01-02,\'=SUM(A1),,False\n,-5,3,\n',
    );
  });
  it('writes full timestamps when some are not at midnight', async () => {
    expect(await csvText({ colnames: ['t'], coltypes: [2], rows: [[JAN + 3_600_000], [JAN]] })).toBe(
      't\n2024-01-01 01:00:00\n2024-01-01 00:00:00\n',
    );
  });
  it('escapes spreadsheet formulas in text cells and names, not in numbers', async () => {
    const text = await csvText({
      colnames: ['=h', 'n'],
      coltypes: [1, 0],
      rows: [
        ['=cmd', -1],
        ['-1', -2.5],
        ['@x|y', 3],
      ],
    });
    expect(text).toBe("'=h,n\n'=cmd,-1\n-1,-2.5\n'@x\\|y,3\n");
  });
});

describe('XLSX export', () => {
  it('opens in exceljs with the header, values and dates', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await xlsxBuffer(data)) as never);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'ds', 'name', 'num', 'flag']);
    expect((ws.getCell('A2').value as Date).getTime()).toBe(JAN);
    expect(ws.getCell('B3').value).toBe('=SUM(A1)');
    expect(ws.getCell('C2').value).toBe(1.5);
    expect(ws.getCell('D2').value).toBe(true);
  });
});

describe('Arrow export', () => {
  it('reads back with tableFromIPC, typed per column', () => {
    const t = tableFromIPC(arrowBuffer(data));
    expect(t.schema.fields.map((f) => [f.name, String(f.type)])).toEqual([
      ['ds', 'Timestamp<MILLISECOND>'],
      ['name', 'Utf8'],
      ['num', 'Float64'],
      ['flag', 'Bool'],
    ]);
    expect(t.toArray().map((r) => r.toJSON())).toEqual([
      { ds: JAN, name: 'Ann, "the" first', num: 1.5, flag: true },
      { ds: JAN + 86_400_000, name: '=SUM(A1)', num: null, flag: false },
      { ds: null, name: '-5', num: 3, flag: null },
    ]);
  });
});

describe('zipArchive', () => {
  it('is a ZIP that unzip reads back file by file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    const file = path.join(dir, 'a.zip');
    fs.writeFileSync(
      file,
      zipArchive([
        { name: 'query_1.csv', data: Buffer.from('a,b\n1,2\n') },
        { name: 'query_2.csv', data: Buffer.from('c\n3\n') },
      ]),
    );
    const out = execFileSync('python3', [
      '-c',
      'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); z.testzip(); print("|".join(n+"="+z.read(n).decode() for n in z.namelist()))',
      file,
    ]).toString();
    expect(out.trim()).toBe('query_1.csv=a,b\n1,2\n|query_2.csv=c\n3\n'.trim());
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
