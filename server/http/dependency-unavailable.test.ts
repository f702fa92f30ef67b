import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../engine/connectors/connector-error.ts';
import { dependencyOutage, DependencyUnavailableError } from './dependency-unavailable.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('dependencyOutage', () => {
  it('names the metadata database for pg connection failures', () => {
    for (const err of [
      coded('ECONNREFUSED'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([coded('ECONNREFUSED')]),
    ])
      expect(dependencyOutage(err)?.body).toEqual({
        message: 'The metadata database is unavailable. Try again in a few seconds.',
      });
  });

  it('tells a locked and a full SQLite store apart', () => {
    expect(dependencyOutage(coded('SQLITE_BUSY'))?.dependency).toBe('metadata-locked');
    expect(dependencyOutage(coded('SQLITE_FULL'))?.dependency).toBe('metadata-full');
  });

  it('names Redis for ioredis failures, never with its words', () => {
    const maxRetries = Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
      name: 'MaxRetriesPerRequestError',
    });
    for (const err of [maxRetries, new Error('Connection is closed.'), new Error('Command timed out')]) {
      const outage = dependencyOutage(err);
      expect(outage).toBeInstanceOf(DependencyUnavailableError);
      expect(outage?.status).toBe(503);
      expect(outage?.body).toEqual({ message: 'Redis is unavailable. Try again in a few seconds.' });
    }
  });

  it('leaves other errors alone', () => {
    expect(dependencyOutage(new Error('relation "x" does not exist'))).toBeNull();
    expect(dependencyOutage(coded('23505', 'duplicate key'))).toBeNull();
    expect(dependencyOutage(coded('SQLITE_CONSTRAINT'))).toBeNull();
    expect(dependencyOutage(null)).toBeNull();
  });

  it("leaves a warehouse's connection failures to the engine, whatever caused them", () => {
    const terminated = coded('57P01', 'terminating connection due to administrator command');
    const wrapped = new ConnectorError('GENERIC_DB_ENGINE_ERROR', terminated.message, {}, { cause: terminated });
    expect(dependencyOutage(wrapped)).toBeNull();
  });
});
