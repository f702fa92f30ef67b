import { describe, expect, it } from 'vitest';
import { hasOpenParams, parseOpenRequest, permalinkKeyOf } from './open-request.ts';

describe('parseOpenRequest', () => {
  it('reads each kind of address', () => {
    expect(parseOpenRequest(null, '/sqllab/p/abc123/', '')).toEqual({ kind: 'permalink', key: 'abc123' });
    expect(parseOpenRequest(null, '/sqllab/', '?permalink=xyz')).toEqual({ kind: 'permalink', key: 'xyz' });
    expect(parseOpenRequest(null, '/sqllab/', '?id=7')).toEqual({ kind: 'kv', id: '7' });
    expect(parseOpenRequest(null, '/sqllab/', '?savedQueryId=12')).toEqual({ kind: 'saved', id: 12 });
    expect(parseOpenRequest(null, '/sqllab/', '?queryId=3')).toEqual({ kind: 'query', id: 3 });
    expect(parseOpenRequest(null, '/sqllab/', '?datasourceKey=5__table&sql=SELECT%201')).toEqual({
      kind: 'datasource',
      datasetId: 5,
      sql: 'SELECT 1',
    });
  });

  it('turns dbid, schema, sql and autorun into tab fields', () => {
    expect(parseOpenRequest(null, '/sqllab/', '?dbid=2&schema=main&sql=SELECT%202&autorun=true')).toEqual({
      kind: 'fields',
      fields: { dbId: 2, schema: 'main', sql: 'SELECT 2', autorun: true },
    });
    expect(parseOpenRequest(null, '/sqllab/', '?dbname=examples&sql=SELECT%201')).toEqual({
      kind: 'fields',
      fields: { sql: 'SELECT 1', autorun: false },
      dbName: 'examples',
    });
  });

  it('takes the form post from the bootstrap, the address winning', () => {
    const requested = {
      dbId: 1,
      schema: 'main',
      sql: 'SELECT * FROM birth_names',
      name: 'From a chart',
      templateParams: { a: 1 },
    };
    expect(parseOpenRequest(requested, '/sqllab/', '')).toEqual({
      kind: 'fields',
      fields: {
        dbId: 1,
        schema: 'main',
        sql: 'SELECT * FROM birth_names',
        name: 'From a chart',
        templateParams: '{"a":1}',
        autorun: false,
      },
    });
    expect(parseOpenRequest({ datasourceKey: '9__table', sql: 'SELECT 9' }, '/sqllab/', '')).toEqual({
      kind: 'datasource',
      datasetId: 9,
      sql: 'SELECT 9',
    });
    expect(parseOpenRequest(requested, '/sqllab/', '?savedQueryId=4')).toEqual({ kind: 'saved', id: 4 });
  });

  it('opens a fresh tab for ?new=true', () => {
    expect(parseOpenRequest(null, '/sqllab/', '?new=true')).toEqual({ kind: 'fields', fields: {} });
    expect(hasOpenParams('/sqllab/', '?new=true')).toBe(true);
  });

  it('ignores what is not a request', () => {
    expect(parseOpenRequest(null, '/sqllab/', '')).toBeNull();
    expect(parseOpenRequest(null, '/sqllab/', '?savedQueryId=abc')).toBeNull();
    expect(parseOpenRequest(null, '/sqllab/', '?queryId=-1')).toBeNull();
    expect(parseOpenRequest({ datasourceKey: 'x__table' }, '/sqllab/', '')).toBeNull();
  });
});

describe('permalinkKeyOf / hasOpenParams', () => {
  it('finds the key and the parameters to clean', () => {
    expect(permalinkKeyOf('/sqllab/p/k1')).toBe('k1');
    expect(permalinkKeyOf('/sqllab/')).toBeUndefined();
    expect(hasOpenParams('/sqllab/', '?savedQueryId=1')).toBe(true);
    expect(hasOpenParams('/sqllab/p/k/', '')).toBe(true);
    expect(hasOpenParams('/sqllab/', '')).toBe(false);
  });
});
