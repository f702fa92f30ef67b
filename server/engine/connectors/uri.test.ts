import { describe, expect, it } from 'vitest';
import { buildUri, maskUri, parseUri, unmaskUri, uriToParameters } from './uri.ts';

describe('parseUri', () => {
  it('reads server URIs with drivers, ports and query options', () => {
    expect(parseUri('postgresql+psycopg2://ada:pw@db.example.com:6543/sales?sslmode=require')).toEqual({
      backend: 'postgresql',
      driver: 'psycopg2',
      username: 'ada',
      password: 'pw',
      host: 'db.example.com',
      port: 6543,
      database: 'sales',
      query: { sslmode: 'require' },
    });
    expect(parseUri('postgres://u@h/db').backend).toBe('postgresql');
    expect(parseUri('mariadb://root@127.0.0.1:3306/test')).toMatchObject({
      backend: 'mysql',
      username: 'root',
      port: 3306,
      database: 'test',
    });
    expect(parseUri('mysql+pymysql://u:p@h/d').driver).toBe('pymysql');
  });

  it('round-trips passwords with special characters', () => {
    const uri = buildUri('postgresql', { host: 'h', port: 5432, database: 'd', username: 'u', password: 'p@ss:w/rd%' });
    expect(parseUri(uri).password).toBe('p@ss:w/rd%');
    expect(parseUri('postgresql://u:p@ss@h/d').password).toBe('p@ss');
  });

  it('reads file engines: absolute, relative and in-memory', () => {
    expect(parseUri('duckdb:////data/examples.duckdb').database).toBe('/data/examples.duckdb');
    expect(parseUri('duckdb:///examples.duckdb').database).toBe('examples.duckdb');
    expect(parseUri('duckdb:///:memory:').database).toBe(':memory:');
    expect(parseUri('sqlite://').database).toBe(':memory:');
    expect(parseUri('sqlite:////tmp/a.db?mode=ro')).toEqual({
      backend: 'sqlite',
      database: '/tmp/a.db',
      query: { mode: 'ro' },
    });
  });

  it('says what is wrong with an unusable URI', () => {
    expect(() => parseUri('not a uri')).toThrow(/^Invalid connection string: no dialect:\/\/ prefix/);
    expect(() => parseUri('oracle://u@h/d')).toThrow(/'oracle' is not a supported dialect/);
    expect(() => parseUri('postgresql:///nohost')).toThrow(/no host/);
  });
});

describe('masking', () => {
  it('masks the password with ten X and puts the stored one back', () => {
    const stored = 'postgresql://ada:s3cret@h:5432/db';
    const masked = maskUri(stored);
    expect(masked).toBe('postgresql://ada:XXXXXXXXXX@h:5432/db');
    expect(unmaskUri(masked, stored)).toBe(stored);
    expect(unmaskUri('postgresql://ada:new@h:5432/db', stored)).toBe('postgresql://ada:new@h:5432/db');
    expect(maskUri('duckdb:///x.duckdb')).toBe('duckdb:///x.duckdb');
  });
});

describe('dynamic-form parameters', () => {
  it('builds and reads back the same parameters', () => {
    const params = {
      host: '127.0.0.1',
      port: 5432,
      database: 'test',
      username: 'postgres',
      password: 'a b',
      query: {},
      encryption: true,
    };
    const uri = buildUri('postgresql', params);
    expect(uri).toBe('postgresql://postgres:a%20b@127.0.0.1:5432/test?sslmode=require');
    expect(uriToParameters(uri)).toEqual(params);
  });
});
