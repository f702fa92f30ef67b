import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { decodeRison, encodeRison, parseRisonQuery } from './rison.ts';
import { idListSchema, listQuerySchema, type ListQuery } from './rison-schemas.ts';

function error400(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(400);
    return String((e as ApiError).body.message);
  }
  throw new Error('expected a 400');
}

describe('rison', () => {
  it('decodes the cheat-sheet forms of reference §0.4', () => {
    expect(decodeRison("(a:1,b:'x y')")).toEqual({ a: 1, b: 'x y' });
    expect(decodeRison('!(1,2)')).toEqual([1, 2]);
    expect(decodeRison('!(!t,!f,!n)')).toEqual([true, false, null]);
    expect(decodeRison("'it!'s'")).toBe("it's");
    expect(decodeRison("'a!!b'")).toBe('a!b');
    expect(decodeRison('(col:slice_name,v:-1.5e2)')).toEqual({ col: 'slice_name', v: -150 });
  });

  it('round-trips values through encodeRison', () => {
    const value = {
      filters: [{ col: 'name', opr: 'ct', value: "it's 50% !done" }],
      page: 0,
      keys: ['none'],
      flag: true,
      nothing: null,
    };
    const text = encodeRison(value);
    expect(text).toBe("(filters:!((col:name,opr:ct,value:'it!'s 50% !!done')),flag:!t,keys:!(none),nothing:!n,page:0)");
    expect(decodeRison(text)).toEqual(value);
  });

  it.each(['(a:', '(a:*b)', '!(1,2', "'open", '(a:1)trailing', '!x', '(a:-)', '(,a:1)'])(
    'rejects malformed %s without writing to the console',
    (text) => {
      const spy = globalThis.console.log;
      let printed = 0;
      globalThis.console.log = () => {
        printed++;
      };
      try {
        expect(() => decodeRison(text)).toThrow(/rison decoder error/);
      } finally {
        globalThis.console.log = spy;
      }
      expect(printed).toBe(0);
    },
  );
});

describe('parseRisonQuery', () => {
  it('reads a list query', () => {
    const q =
      '(filters:!((col:slice_name,opr:ct,value:sales),(col:viz_type,opr:eq,value:pie)),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)';
    expect(parseRisonQuery<ListQuery>(q, listQuerySchema)).toEqual({
      filters: [
        { col: 'slice_name', opr: 'ct', value: 'sales' },
        { col: 'viz_type', opr: 'eq', value: 'pie' },
      ],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('treats a missing or empty q as {} or the schema default', () => {
    expect(parseRisonQuery(undefined, listQuerySchema)).toEqual({});
    expect(parseRisonQuery('', listQuerySchema)).toEqual({});
    const withDefault = { type: 'array', items: { type: 'integer' }, default: [] } as const;
    expect(parseRisonQuery(undefined, withDefault)).toEqual([]);
    expect(error400(() => parseRisonQuery(undefined, idListSchema))).toBe('Not a valid rison schema: q must be array');
  });

  it('accepts a JSON-encoded q, as FAB does', () => {
    expect(parseRisonQuery('{"page":2,"keys":["none"]}', listQuerySchema)).toEqual({ page: 2, keys: ['none'] });
  });

  it('answers undecodable q with 400 Not a valid rison argument', () => {
    expect(error400(() => parseRisonQuery('(page:', listQuerySchema))).toBe('Not a valid rison argument');
    expect(error400(() => parseRisonQuery("(a:'x!y')", listQuerySchema))).toBe('Not a valid rison argument');
  });

  it.each([
    ["(page:'x')", 'Not a valid rison schema: page must be integer'],
    ['(page:-1)', 'Not a valid rison schema: page must be >= 0'],
    ['(bogus:1)', "Not a valid rison schema: q has an unknown key 'bogus'"],
    ['(order_direction:up)', 'Not a valid rison schema: order_direction must be one of: asc, desc'],
    [
      '(keys:!(everything))',
      'Not a valid rison schema: keys.0 must be one of: list_columns, order_columns, label_columns, description_columns, list_title, none',
    ],
    ['(filters:!((col:name,opr:eq)))', "Not a valid rison schema: filters.0 must have required property 'value'"],
    [
      '(filters:!((col:name,opr:eq,value:!n)))',
      'Not a valid rison schema: filters.0.value must be number or string or boolean or array',
    ],
    ['(columns:name)', 'Not a valid rison schema: columns must be array'],
    ['!(1,2)', 'Not a valid rison schema: q must be object'],
  ])('answers schema-invalid %s with 400', (q, message) => {
    expect(error400(() => parseRisonQuery(q, listQuerySchema))).toBe(message);
  });
});
