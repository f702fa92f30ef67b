import { lexSql, type SqlDialect } from './sql-lexer.ts';

/** A word or number of a statement's code (outside strings, quoted names and comments). */
export interface SqlWord {
  /** Upper-cased. */
  word: string;
  start: number;
  end: number;
  /** Parenthesis depth at the word. */
  depth: number;
  /** The next non-space character after it in code ('(' marks a function call); '' before a quote or comment. */
  next: string;
}

/** The words and numbers of a statement's code, in order. */
export function codeWords(sql: string, dialect: SqlDialect): SqlWord[] {
  const tokens = lexSql(sql, dialect);
  const words: SqlWord[] = [];
  let depth = 0;
  tokens.forEach((t, k) => {
    if (t.kind === 'symbol' && t.text === '(') depth++;
    else if (t.kind === 'symbol' && t.text === ')') depth = Math.max(0, depth - 1);
    else if (t.kind === 'word' || t.kind === 'number') {
      const after = tokens[k + 1]?.kind === 'space' ? tokens[k + 2] : tokens[k + 1];
      const next =
        after && (after.kind === 'word' || after.kind === 'number' || after.kind === 'symbol') ? after.text[0]! : '';
      words.push({ word: t.text.toUpperCase(), start: t.start, end: t.end, depth, next });
    }
  });
  return words;
}
