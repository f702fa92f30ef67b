import { describe, expect, it } from 'vitest';
import { mapDuckDbError } from './duckdb-errors.ts';

describe('mapDuckDbError', () => {
  it('says plainly that another process holds a DuckDB file, and which', () => {
    const err = mapDuckDbError(
      new Error(
        'IO Error: Could not set lock on file "/data/sales.duckdb": Conflicting lock is held in /usr/bin/node (PID 4242). See also https://duckdb.org/docs/stable/connect/concurrency',
      ),
    );
    expect(err.message).toBe(
      'The DuckDB file /data/sales.duckdb is open in another process (PID 4242): a DuckDB file that is written to can be used by one process at a time. Open it read-only (?access_mode=read_only) in every process, or from one process only.',
    );
  });

  it('leaves a file that cannot be opened as an unknown database', () => {
    const err = mapDuckDbError(new Error('IO Error: Cannot open file "/nope/x.duckdb": No such file or directory'));
    expect(err.errorType).toBe('CONNECTION_UNKNOWN_DATABASE_ERROR');
  });
});
