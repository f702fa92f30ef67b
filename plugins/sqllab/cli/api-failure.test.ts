import { describe, expect, it } from 'vitest';
import { errorTypesOfBody, messageOfBody } from './api-failure.ts';

describe('messageOfBody', () => {
  it('reads each of the wire error shapes', () => {
    expect(
      messageOfBody({
        errors: [{ message: 'Catalog Error: no table', error_type: 'GENERIC_DB_ENGINE_ERROR' }, { message: 'second' }],
      }),
    ).toBe('Catalog Error: no table\nsecond');
    expect(messageOfBody({ message: 'Forbidden' })).toBe('Forbidden');
    expect(
      messageOfBody({ message: { sql: ['Missing data for required field.'], database_id: ['Not a number', 'x'] } }),
    ).toBe('sql: Missing data for required field.; database_id: Not a number, x');
    expect(messageOfBody({ msg: 'Token is invalid or has expired' })).toBe('Token is invalid or has expired');
    expect(messageOfBody('  The CSRF token is missing. ')).toBe('The CSRF token is missing.');
    expect(messageOfBody({ other: 1 })).toBeNull();
    expect(messageOfBody(null)).toBeNull();
  });

  it('lists SIP-40 error types', () => {
    expect(errorTypesOfBody({ errors: [{ message: 'x', error_type: 'DATABASE_NOT_FOUND_ERROR' }] })).toEqual([
      'DATABASE_NOT_FOUND_ERROR',
    ]);
    expect(errorTypesOfBody({ message: 'x' })).toEqual([]);
  });
});
