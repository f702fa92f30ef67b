import { describe, expect, it } from 'vitest';
import { displaySql } from './display-sql.ts';

describe('displaySql', () => {
  it('writes bound values in as literals, in order', () => {
    expect(
      displaySql('SELECT * FROM t WHERE a = ? AND b IN (?, ?) AND c = ?', ["O'Brien", 1, null, true], 'duckdb'),
    ).toBe("SELECT * FROM t WHERE a = 'O''Brien' AND b IN (1, NULL) AND c = TRUE");
  });
  it('numbers PostgreSQL placeholders', () => {
    expect(displaySql('SELECT $2, $1, $10', ['a', 'b', 3, 4, 5, 6, 7, 8, 9, 'j'], 'postgresql')).toBe(
      "SELECT 'b', 'a', 'j'",
    );
  });
  it('leaves question marks inside strings, identifiers and comments alone', () => {
    expect(displaySql(`SELECT '?', "a?", \`b?\` -- ?\n, ? /* ? */`, [7], 'mysql')).toBe(
      `SELECT '?', "a?", \`b?\` -- ?\n, 7 /* ? */`,
    );
  });
});
