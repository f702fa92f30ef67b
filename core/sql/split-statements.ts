import { lexSql, type SqlDialect } from './sql-lexer.ts';

/**
 * The statements of a script, in order, split on semicolons that are code (not inside a string,
 * quoted name, comment or dollar-quoted body). Empty statements (only spaces and comments) are dropped.
 */
export function splitStatements(sql: string, dialect: SqlDialect): string[] {
  const out: string[] = [];
  let start = 0;
  const flush = (end: number) => {
    const text = sql.slice(start, end).trim();
    if (text && !onlyComments(text, dialect)) out.push(text);
  };
  for (const token of lexSql(sql, dialect)) {
    if (token.kind === 'symbol' && token.text === ';') {
      flush(token.start);
      start = token.end;
    }
  }
  flush(sql.length);
  return out;
}

function onlyComments(text: string, dialect: SqlDialect): boolean {
  return lexSql(text, dialect).every((t) => t.kind === 'comment' || t.kind === 'space');
}
