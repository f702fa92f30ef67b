import { createRequire } from 'node:module';
import type { Parser } from 'node-sql-parser';

/** The node-sql-parser grammars Loupe reads SQL with (DuckDB reads like PostgreSQL). */
export type SqlGrammar = 'postgresql' | 'mysql' | 'sqlite';

const require = createRequire(import.meta.url);
const parsers = new Map<SqlGrammar, Parser>();

/** One grammar's parser only (the full bundle carries every dialect), loaded on first use and kept. */
export function parserFor(grammar: SqlGrammar): Parser {
  let p = parsers.get(grammar);
  if (!p) {
    const mod = require(`node-sql-parser/build/${grammar}.js`) as { Parser: new () => Parser };
    p = new mod.Parser();
    parsers.set(grammar, p);
  }
  return p;
}
