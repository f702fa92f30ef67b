import { describe, expect, it } from 'vitest';
import { tokenize } from './expression-lexer.ts';
import { MAX_NESTING, parseExpression } from './expression-parser.ts';
import { TimeRangeError } from './time-range-error.ts';

describe('tokenize', () => {
  it('reads identifiers, signed integers, quoted strings and punctuation with their offsets', () => {
    const tokens = tokenize(`DATEADD( x, -7,+3 'a''b' "c\\"d")`);
    expect(tokens.map((t) => [t.kind, t.value ?? t.text, t.pos])).toEqual([
      ['ident', 'DATEADD', 0],
      ['(', '(', 7],
      ['ident', 'x', 9],
      [',', ',', 10],
      ['int', -7, 12],
      [',', ',', 14],
      ['int', 3, 15],
      ['string', "a'b", 18],
      ['string', 'c"d', 25],
      [')', ')', 31],
      ['eof', '', 32],
    ]);
  });

  it('rejects stray characters and unterminated strings', () => {
    expect(() => tokenize('DATETIME("now") + 1')).toThrow('Error parsing time range: unexpected character "+" at 16');
    expect(() => tokenize('DATETIME("now)')).toThrow('unterminated string starting at 9');
  });
});

describe('parseExpression', () => {
  it('builds a tree of nested calls', () => {
    expect(parseExpression('DATETRUNC(DATEADD(DATETIME("today"), -1, WEEK), week)')).toEqual({
      kind: 'datetrunc',
      unit: 'week',
      base: {
        kind: 'dateadd',
        unit: 'week',
        delta: { kind: 'int', value: -1 },
        base: { kind: 'datetime', text: 'today' },
      },
    });
  });

  it('is case-insensitive in names and units, and takes either quote', () => {
    expect(parseExpression("dateadd(datetime('today'), 2, Quarter)")).toEqual({
      kind: 'dateadd',
      unit: 'quarter',
      delta: { kind: 'int', value: 2 },
      base: { kind: 'datetime', text: 'today' },
    });
  });

  it('tolerates trailing commas where Superset does', () => {
    expect(parseExpression("dateadd(datetime('today'),1,year,)")).toMatchObject({ kind: 'dateadd', unit: 'year' });
    expect(parseExpression("datetrunc(datetime('today'), month,)")).toMatchObject({ kind: 'datetrunc', unit: 'month' });
    expect(parseExpression("lastday(datetime('today'), month ,)")).toMatchObject({ kind: 'lastday', unit: 'month' });
    expect(() => parseExpression("datetime('today',)")).toThrow(TimeRangeError);
  });

  it('reads DATEDIFF as DATEADD’s count, with day as the default unit', () => {
    const e = parseExpression(
      'DATEADD(DATETIME("today"), DATEDIFF(DATETIME("2024-01-01"), DATETIME("today"), year), day)',
    );
    expect(e).toMatchObject({ kind: 'dateadd', delta: { kind: 'datediff', unit: 'year' } });
    expect(parseExpression('DATEADD(DATETIME("today"), DATEDIFF(DATETIME("a"), DATETIME("b")), day)')).toMatchObject({
      delta: { kind: 'datediff', unit: 'day', from: { text: 'a' }, to: { text: 'b' } },
    });
  });

  it('reads HOLIDAY with its optional year expression, country and commas', () => {
    expect(parseExpression('HOLIDAY("Christmas")')).toEqual({
      kind: 'holiday',
      name: 'Christmas',
      base: undefined,
      country: undefined,
    });
    expect(parseExpression('HOLIDAY("Boxing day", DATETIME("2018-01-01"), "UK")')).toMatchObject({
      name: 'Boxing day',
      base: { kind: 'datetime', text: '2018-01-01' },
      country: 'UK',
    });
    expect(parseExpression('HOLIDAY("Easter Monday" "UK",)')).toMatchObject({ base: undefined, country: 'UK' });
  });

  it('names the unexpected token and where it is', () => {
    const cases: [string, string][] = [
      ['DATEADD(DATETIME("now"), foo, day)', 'unexpected token "foo" at 25 (expected an integer or DATEDIFF)'],
      [
        'DATEADD(DATETIME("now"), -7, days)',
        'unexpected token "days" at 29 (expected one of year, quarter, month, week, day, hour, minute, second)',
      ],
      [
        'LASTDAY(DATETIME("now"), hour)',
        'unexpected token "hour" at 25 (expected one of year, quarter, month, week, day)',
      ],
      ['DATEADD(DATETIME("now") -7, day)', 'unexpected token "-7" at 24 (expected ",")'],
      ['DATETIME(now)', 'unexpected token "now" at 9 (expected a quoted string)'],
      [
        'DATETIMES("now")',
        'unexpected token "DATETIMES" at 0 (expected DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY)',
      ],
      ['DATEDIFF(DATETIME("a"), DATETIME("b"))', 'unexpected token "DATEDIFF" at 0'],
      ['DATETIME("now") foo', 'unexpected token "foo" at 16 (expected end of expression)'],
      ['DATEADD(DATETIME("now"), 1, day', 'unexpected end of expression at 31 (expected ")")'],
      ['', 'unexpected end of expression at 0'],
    ];
    for (const [src, detail] of cases) {
      expect(() => parseExpression(src), src).toThrow(`Error parsing time range: ${detail}`);
    }
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    const nest = (n: number) => 'DATETRUNC('.repeat(n) + 'DATETIME("now")' + ', day)'.repeat(n);
    expect(parseExpression(nest(MAX_NESTING - 1)).kind).toBe('datetrunc');
    expect(() => parseExpression(nest(10_000))).toThrow(
      `Error parsing time range: calls nested deeper than ${MAX_NESTING} at ${10 * MAX_NESTING}`,
    );
  });

  it('quotes the expression in the message', () => {
    expect(() => parseExpression('DATETRUNC(DATETIME("now"))')).toThrow(/in "DATETRUNC\(DATETIME\("now"\)\)"$/);
    const long = `DATETIME("${'x'.repeat(300)}") +`;
    expect(() => parseExpression(long)).toThrow(new RegExp(`in "DATETIME\\("${'x'.repeat(190)}…"$`));
  });
});
