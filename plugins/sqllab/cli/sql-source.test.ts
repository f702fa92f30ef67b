import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSql } from './sql-source.ts';

const stdin = (text: string) => Readable.from([Buffer.from(text)]);

describe('readSql', () => {
  it('takes the argument, a file, or standard input for "-"', async () => {
    expect(await readSql('SELECT 1', undefined, stdin('nope'))).toBe('SELECT 1');
    expect(await readSql('-', undefined, stdin('SELECT 2;\n'))).toBe('SELECT 2;\n');
    expect(await readSql(undefined, '-', stdin('SELECT 3'))).toBe('SELECT 3');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-sql-')), 'q.sql');
    fs.writeFileSync(file, 'SELECT 4');
    expect(await readSql(undefined, file, stdin(''))).toBe('SELECT 4');
    fs.writeFileSync(file, '  \n');
    await expect(readSql(undefined, file, stdin(''))).rejects.toThrow(`The SQL in ${file} is empty`);
  });

  it('explains what is missing or contradictory', async () => {
    await expect(readSql(undefined, undefined, stdin(''))).rejects.toThrow(
      "Give the SQL as an argument, with -f FILE, or '-' to read it from standard input",
    );
    await expect(readSql('SELECT 1', 'x.sql', stdin(''))).rejects.toThrow('not both');
    await expect(readSql(undefined, '/nonexistent/q.sql', stdin(''))).rejects.toThrow('No file /nonexistent/q.sql');
    await expect(readSql('-', undefined, stdin('   '))).rejects.toThrow('The SQL is empty');
  });
});
