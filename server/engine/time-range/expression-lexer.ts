import { TimeRangeError } from './time-range-error.ts';

export type TokenKind = 'ident' | 'int' | 'string' | '(' | ')' | ',' | 'eof';

export interface Token {
  kind: TokenKind;
  /** The source text of the token (for a string: with its quotes). */
  text: string;
  /** A string's content, unquoted; an int's value. */
  value?: string | number;
  /** 0-based offset in the expression. */
  pos: number;
}

/** The prefix of every expression syntax error. */
export const SYNTAX_ERROR = 'Error parsing time range';

/** Long expressions are quoted in messages up to this many characters. */
const QUOTED = 200;

export function syntaxError(detail: string, src: string): TimeRangeError {
  const quoted = src.length > QUOTED ? `${src.slice(0, QUOTED)}…` : src;
  return new TimeRangeError(`${SYNTAX_ERROR}: ${detail} in "${quoted}"`);
}

const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;

/**
 * Splits a time expression (`DATEADD(DATETIME("now"), -7, day)`) into tokens: identifiers,
 * signed integers, single- or double-quoted strings (a quote is escaped by doubling it or with a
 * backslash), parentheses and commas. Blanks between tokens are skipped.
 */
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c, text: c, pos: i++ });
    } else if (IDENT_START.test(c)) {
      const start = i;
      while (i < src.length && IDENT_PART.test(src[i]!)) i++;
      tokens.push({ kind: 'ident', text: src.slice(start, i), pos: start });
    } else if (DIGIT.test(c) || ((c === '-' || c === '+') && DIGIT.test(src[i + 1] ?? ''))) {
      const start = i++;
      while (i < src.length && DIGIT.test(src[i]!)) i++;
      const text = src.slice(start, i);
      tokens.push({ kind: 'int', text, value: Number(text), pos: start });
    } else if (c === '"' || c === "'") {
      const [token, end] = readString(src, i);
      tokens.push(token);
      i = end;
    } else {
      throw syntaxError(`unexpected character "${c}" at ${i}`, src);
    }
  }
  tokens.push({ kind: 'eof', text: '', pos: src.length });
  return tokens;
}

function readString(src: string, start: number): [Token, number] {
  const quote = src[start]!;
  let value = '';
  let i = start + 1;
  while (i < src.length) {
    const c = src[i]!;
    if (c === '\\' && i + 1 < src.length) {
      value += src[i + 1];
      i += 2;
    } else if (c === quote && src[i + 1] === quote) {
      value += quote;
      i += 2;
    } else if (c === quote) {
      return [{ kind: 'string', text: src.slice(start, i + 1), value, pos: start }, i + 1];
    } else {
      value += c;
      i++;
    }
  }
  throw syntaxError(`unterminated string starting at ${start}`, src);
}
