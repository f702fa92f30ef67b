import { LASTDAY_UNITS, TIME_UNITS } from './calendar.ts';
import type { DateExpr, IntExpr } from './expression-ast.ts';
import { syntaxError, tokenize, type Token, type TokenKind } from './expression-lexer.ts';
import type { TimeRangeError } from './time-range-error.ts';

const DATE_FUNCTIONS = 'DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY';
/** Calls nested deeper than this are refused rather than risking the stack. */
export const MAX_NESTING = 64;

/**
 * Parses one time expression, whole:
 *
 *     date  := DATETIME(str) | DATEADD(date, int, unit[,]) | DATETRUNC(date, unit[,])
 *            | LASTDAY(date, lastday_unit[,]) | HOLIDAY(str[,] [date][,] [str][,])
 *     int   := signed integer | DATEDIFF(date, date[, year|day[,]])
 *     unit  := year | quarter | month | week | day | hour | minute | second
 *
 * Function names and units are case-insensitive; strings take single or double quotes.
 * Throws TimeRangeError naming the offending token and its offset.
 */
export function parseExpression(src: string): DateExpr {
  return new Parser(src, tokenize(src)).top();
}

class Parser {
  private i = 0;
  private depth = 0;

  constructor(
    private readonly src: string,
    private readonly tokens: readonly Token[],
  ) {}

  top(): DateExpr {
    const expr = this.date();
    const rest = this.peek();
    if (rest.kind !== 'eof') throw this.fail(rest, 'end of expression');
    return expr;
  }

  private date(): DateExpr {
    const t = this.peek();
    if (t.kind !== 'ident') throw this.fail(t, DATE_FUNCTIONS);
    if (++this.depth > MAX_NESTING) throw syntaxError(`calls nested deeper than ${MAX_NESTING} at ${t.pos}`, this.src);
    try {
      return this.call(t);
    } finally {
      this.depth--;
    }
  }

  private call(t: Token): DateExpr {
    switch (t.text.toUpperCase()) {
      case 'DATETIME': {
        this.open();
        const text = this.string();
        this.close(false);
        return { kind: 'datetime', text };
      }
      case 'DATEADD': {
        this.open();
        const base = this.date();
        this.expect(',');
        const delta = this.int();
        this.expect(',');
        const unit = this.unit(TIME_UNITS);
        this.close(true);
        return { kind: 'dateadd', base, delta, unit };
      }
      case 'DATETRUNC': {
        this.open();
        const base = this.date();
        this.expect(',');
        const unit = this.unit(TIME_UNITS);
        this.close(true);
        return { kind: 'datetrunc', base, unit };
      }
      case 'LASTDAY': {
        this.open();
        const base = this.date();
        this.expect(',');
        const unit = this.unit(LASTDAY_UNITS);
        this.close(true);
        return { kind: 'lastday', base, unit };
      }
      case 'HOLIDAY':
        return this.holiday();
      default:
        throw this.fail(t, DATE_FUNCTIONS);
    }
  }

  /** HOLIDAY's commas are each optional, as in Superset's grammar. */
  private holiday(): DateExpr {
    this.open();
    const name = this.string();
    this.optional(',');
    const base = this.peek().kind === 'ident' ? this.date() : undefined;
    this.optional(',');
    const country = this.peek().kind === 'string' ? this.string() : undefined;
    this.close(true);
    return { kind: 'holiday', name, base, country };
  }

  private int(): IntExpr {
    const t = this.peek();
    if (t.kind === 'int') {
      this.i++;
      return { kind: 'int', value: t.value as number };
    }
    if (t.kind === 'ident' && t.text.toUpperCase() === 'DATEDIFF') {
      this.open();
      const from = this.date();
      this.expect(',');
      const to = this.date();
      let unit: 'year' | 'day' = 'day';
      const withUnit = this.optional(',');
      if (withUnit) unit = this.unit(['year', 'day'] as const);
      this.close(withUnit);
      return { kind: 'datediff', from, to, unit };
    }
    throw this.fail(t, 'an integer or DATEDIFF');
  }

  private unit<U extends string>(allowed: readonly U[]): U {
    const t = this.peek();
    const unit = allowed.find((u) => t.kind === 'ident' && u === t.text.toLowerCase());
    if (!unit) throw this.fail(t, `one of ${allowed.join(', ')}`);
    this.i++;
    return unit;
  }

  private string(): string {
    const t = this.peek();
    if (t.kind !== 'string') throw this.fail(t, 'a quoted string');
    this.i++;
    return t.value as string;
  }

  /** Consumes the function name already peeked at, then "(". */
  private open(): void {
    this.i++;
    this.expect('(');
  }

  /** ")" — after an optional trailing comma where Superset tolerates one. */
  private close(trailingComma: boolean): void {
    if (trailingComma) this.optional(',');
    this.expect(')');
  }

  private expect(kind: TokenKind): Token {
    const t = this.peek();
    if (t.kind !== kind) throw this.fail(t, `"${kind}"`);
    this.i++;
    return t;
  }

  private optional(kind: TokenKind): boolean {
    if (this.peek().kind !== kind) return false;
    this.i++;
    return true;
  }

  private peek(): Token {
    return this.tokens[this.i]!;
  }

  private fail(t: Token, expected: string): TimeRangeError {
    const found =
      t.kind === 'eof'
        ? `unexpected end of expression at ${t.pos}`
        : `unexpected token ${JSON.stringify(t.text)} at ${t.pos}`;
    return syntaxError(`${found} (expected ${expected})`, this.src);
  }
}
