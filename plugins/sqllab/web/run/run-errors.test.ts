import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../web/api/api-error.ts';
import { runErrorMessage, sqlToRun } from './run-query.ts';

describe('sqlToRun', () => {
  it('runs the selection when there is one, else the whole text', () => {
    expect(sqlToRun({ sql: 'SELECT 1;\nSELECT 2', selectedText: 'SELECT 2' })).toBe('SELECT 2');
    expect(sqlToRun({ sql: 'SELECT 1', selectedText: '  \n' })).toBe('SELECT 1');
  });
});

describe('runErrorMessage', () => {
  it("shows the engine's messages from Superset's error envelope", () => {
    const err = new ApiError(400, 'x', {
      errors: [{ message: 'relation "nope" does not exist', error_type: 'GENERIC_DB_ENGINE_ERROR' }],
    });
    expect(runErrorMessage(err)).toBe('relation "nope" does not exist');
  });
  it('turns a CSRF failure into the session-timed-out message (spec §5)', () => {
    expect(
      runErrorMessage(new ApiError(400, 'The CSRF token is missing.', { message: 'The CSRF token is missing.' })),
    ).toBe('Your session timed out, please refresh your page and try again.');
  });
  it('says the connection was lost when the request itself failed', () => {
    expect(runErrorMessage(new TypeError('Failed to fetch'))).toMatch(/connection to the server was lost/);
  });
  it("falls back to 'Unknown error'", () => {
    expect(runErrorMessage({})).toBe('Unknown error');
  });
});
