import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors.ts';
import { parseQueryContext, pythonRepr } from './query-context-schema.ts';

const messageOf = (body: unknown) => {
  try {
    parseQueryContext(body);
  } catch (err) {
    if (err instanceof ApiError) return err.body.message;
    throw err;
  }
  return null;
};

describe('parseQueryContext', () => {
  it('fills the defaults', () => {
    expect(parseQueryContext({ datasource: { id: 3, type: 'table' }, queries: [{}] })).toEqual({
      datasource: { id: 3, type: 'table' },
      force: false,
      queries: [{}],
      form_data: null,
      result_format: 'json',
      result_type: 'full',
      custom_cache_timeout: null,
    });
  });
  it('answers Superset\'s "Request is incorrect" with marshmallow\'s messages', () => {
    expect(messageOf({ datasource: { id: 3, type: 'table' } })).toBe(
      "Request is incorrect: {'queries': ['Missing data for required field.']}",
    );
    expect(messageOf({ datasource: { id: 3, type: 'cube' }, queries: [{}] })).toMatch(
      /^Request is incorrect: \{'datasource.type': \['Must be one of: table, query/,
    );
    expect(messageOf({ datasource: { id: 3, type: 'table' }, queries: [], result_format: 'pdf' })).toMatch(
      /'queries': \['Shorter than minimum length 1.'\]/,
    );
    expect(messageOf([1])).toBe('Request is not JSON');
  });
  it('accepts the arrow format and a uuid datasource id', () => {
    expect(
      parseQueryContext({ datasource: { id: 'a-uuid', type: 'table' }, queries: [{}], result_format: 'arrow' })
        .result_format,
    ).toBe('arrow');
  });
});

describe('pythonRepr', () => {
  it('prints dicts, lists, strings and constants as Python does', () => {
    expect(pythonRepr({ a: ["it's", null, true, 1] })).toBe("{'a': ['it\\'s', None, True, 1]}");
  });
});

describe("a query object's own result_type", () => {
  it('is checked against the result types, null allowed', () => {
    expect(messageOf({ datasource: { id: 3, type: 'table' }, queries: [{ result_type: 'bogus' }] })).toBe(
      "Request is incorrect: {'queries.0.result_type': ['Must be one of: full, samples, query, results, columns, post_processed, timegrains, drill_detail.']}",
    );
    expect(
      parseQueryContext({
        datasource: { id: 3, type: 'table' },
        queries: [{ result_type: null }, { result_type: 'columns' }],
      }).queries,
    ).toEqual([{ result_type: null }, { result_type: 'columns' }]);
  });
});
