import type { Backend } from '../../../../server/engine/connectors/connector.ts';

/** A piece of SQL text outside quotes and comments ('code'), or a quoted/commented span. */
export interface SqlSpan {
  kind: 'code' | 'string' | 'quoted' | 'comment';
  start: number;
  end: number;
}

/** Where a quoted span, comment or dollar-quoted body that starts at `i` ends (exclusive). */
function spanEnd(sql: string, i: number, backend: Backend): { kind: SqlSpan['kind']; end: number } | null {
  const c = sql[i]!;
  const next = sql[i + 1];
  const n = sql.length;
  const quoted = (q: string, backslash: boolean): number => {
    let j = i + 1;
    while (j < n) {
      const d = sql[j]!;
      if (backslash && d === '\\') j += 2;
      else if (d === q) {
        if (sql[j + 1] === q) j += 2;
        else return j + 1;
      } else j++;
    }
    return n; // unterminated: the rest is inside the quote
  };
  if (c === "'") {
    const ePrefix = i > 0 && /[eE]/.test(sql[i - 1]!) && (i < 2 || !/[A-Za-z0-9_]/.test(sql[i - 2]!));
    return { kind: 'string', end: quoted("'", backend === 'mysql' || ePrefix) };
  }
  if (c === '"') return { kind: backend === 'mysql' ? 'string' : 'quoted', end: quoted('"', backend === 'mysql') };
  if (c === '`' && (backend === 'mysql' || backend === 'sqlite')) return { kind: 'quoted', end: quoted('`', false) };
  if (c === '[' && backend === 'sqlite') {
    const e = sql.indexOf(']', i + 1);
    return { kind: 'quoted', end: e < 0 ? n : e + 1 };
  }
  if ((c === '-' && next === '-') || (c === '#' && backend === 'mysql')) {
    const e = sql.indexOf('\n', i);
    return { kind: 'comment', end: e < 0 ? n : e + 1 };
  }
  if (c === '/' && next === '*') {
    // PostgreSQL nests block comments; the others end at the first */.
    let depth = 0;
    let j = i;
    while (j < n) {
      if (sql[j] === '/' && sql[j + 1] === '*') {
        depth++;
        j += 2;
        if (backend !== 'postgresql' && depth > 1) depth = 1;
      } else if (sql[j] === '*' && sql[j + 1] === '/') {
        depth--;
        j += 2;
        if (depth === 0) return { kind: 'comment', end: j };
      } else j++;
    }
    return { kind: 'comment', end: n };
  }
  if (c === '$' && (backend === 'postgresql' || backend === 'duckdb')) {
    const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64));
    if (m && !(i > 0 && /[A-Za-z0-9_]/.test(sql[i - 1]!))) {
      const e = sql.indexOf(m[0], i + m[0].length);
      return { kind: 'string', end: e < 0 ? n : e + m[0].length };
    }
  }
  return null;
}

/** Cuts SQL into code, string, quoted-identifier and comment spans, the way the engine reads them. */
export function scanSql(sql: string, backend: Backend): SqlSpan[] {
  const spans: SqlSpan[] = [];
  let codeStart = 0;
  let i = 0;
  while (i < sql.length) {
    const s = spanEnd(sql, i, backend);
    if (!s) {
      i++;
      continue;
    }
    if (i > codeStart) spans.push({ kind: 'code', start: codeStart, end: i });
    spans.push({ kind: s.kind, start: i, end: s.end });
    i = codeStart = s.end;
  }
  if (sql.length > codeStart) spans.push({ kind: 'code', start: codeStart, end: sql.length });
  return spans;
}

/**
 * The statements of a script, in order, split on semicolons that are code (not inside a string,
 * quoted name, comment or dollar-quoted body). Empty statements (only spaces and comments) are dropped.
 */
export function splitStatements(sql: string, backend: Backend): string[] {
  const out: string[] = [];
  let start = 0;
  const flush = (end: number) => {
    const text = sql.slice(start, end).trim();
    if (text && !onlyComments(text, backend)) out.push(text);
  };
  for (const span of scanSql(sql, backend)) {
    if (span.kind !== 'code') continue;
    for (let i = span.start; i < span.end; i++) {
      if (sql[i] === ';') {
        flush(i);
        start = i + 1;
      }
    }
  }
  flush(sql.length);
  return out;
}

function onlyComments(text: string, backend: Backend): boolean {
  return scanSql(text, backend).every((s) => s.kind === 'comment' || (s.kind === 'code' && text.slice(s.start, s.end).trim() === ''));
}

/** A statement's words outside strings and comments, upper-cased, with the index each starts at. */
export interface SqlWord {
  word: string;
  start: number;
  end: number;
  /** Parenthesis depth at the word. */
  depth: number;
  /** The next non-space character after it in code ('(' marks a function call). */
  next: string;
}

export function codeWords(sql: string, backend: Backend): SqlWord[] {
  const words: SqlWord[] = [];
  let depth = 0;
  const spans = scanSql(sql, backend);
  for (const span of spans) {
    if (span.kind !== 'code') continue;
    const text = sql.slice(span.start, span.end);
    const re = /[A-Za-z_][A-Za-z0-9_$]*|\d+(?:\.\d+)?|[()]/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      if (m[0] === '(') depth++;
      else if (m[0] === ')') depth = Math.max(0, depth - 1);
      else {
        const after = /^\s*(\S?)/.exec(text.slice(m.index + m[0].length))![1]!;
        words.push({ word: m[0].toUpperCase(), start: span.start + m.index, end: span.start + m.index + m[0].length, depth, next: after });
      }
    }
  }
  return words;
}
