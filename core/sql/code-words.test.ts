import { describe, expect, it } from 'vitest';
import { codeWords } from './code-words.ts';

describe('codeWords', () => {
  it('lists the code words upper-cased, skipping strings, names and comments', () => {
    const sql = `select 'DROP' as "delete", x /* insert */ from t -- update`;
    const words = codeWords(sql, 'postgresql');
    expect(words.map((w) => w.word)).toEqual(['SELECT', 'AS', 'X', 'FROM', 'T']);
    expect(words[2]).toMatchObject({ start: sql.indexOf(' x ') + 1, end: sql.indexOf(' x ') + 2 });
  });
  it('gives each word its parenthesis depth and the next code character', () => {
    const words = codeWords('SELECT insert (a), b FROM (SELECT 1 LIMIT 5) s "q"', 'mysql');
    expect(words.map((w) => [w.word, w.depth, w.next])).toEqual([
      ['SELECT', 0, 'i'],
      ['INSERT', 0, '('],
      ['A', 1, ')'],
      ['B', 0, 'F'],
      ['FROM', 0, '('],
      ['SELECT', 1, '1'],
      ['1', 1, 'L'],
      ['LIMIT', 1, '5'],
      ['5', 1, ')'],
      ['S', 0, ''],
    ]);
  });
});
