import type { Dialect } from '../compiler/index.ts';

function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NULL';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return `'${v.toISOString()}'`;
  return `'${String(v).split("'").join("''")}'`;
}

/**
 * The SQL a user reads ("View query", the `query` field): the compiled statement with its bound
 * values written in as literals. For display only — what runs keeps its values bound. Quoted
 * strings, quoted identifiers and comments are copied as they are.
 */
export function displaySql(sql: string, params: readonly unknown[], dialect: Dialect): string {
  if (params.length === 0) return sql;
  let out = '';
  let next = 0;
  for (let i = 0; i < sql.length;) {
    const c = sql[i]!;
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const j = sql.indexOf('\n', i);
      const end = j < 0 ? sql.length : j;
      out += sql.slice(i, end);
      i = end;
    } else if (c === '/' && sql[i + 1] === '*') {
      const j = sql.indexOf('*/', i + 2);
      const end = j < 0 ? sql.length : j + 2;
      out += sql.slice(i, end);
      i = end;
    } else if (dialect === 'postgresql' && c === '$' && /\d/.test(sql[i + 1] ?? '')) {
      const m = /^\$(\d+)/.exec(sql.slice(i))!;
      out += literal(params[Number(m[1]) - 1]);
      i += m[0].length;
    } else if (dialect !== 'postgresql' && c === '?') {
      out += literal(params[next++]);
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}
