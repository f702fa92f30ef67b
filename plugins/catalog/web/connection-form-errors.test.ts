import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/api/api-error.ts';
import { connectionFormErrors } from './connection-form-errors.ts';

describe('connectionFormErrors', () => {
  it('puts marshmallow field errors on their fields', () => {
    const err = new ApiError(422, 'x', {
      message: { database_name: ['A database with the same name already exists.'] },
    });
    expect(connectionFormErrors(err, 'sqlalchemy')).toEqual({
      fields: { database_name: ['A database with the same name already exists.'] },
      general: null,
    });
  });

  it('maps missing and invalid parameters of a SIP-40 error onto the parameter fields', () => {
    const err = new ApiError(422, 'One or more parameters are missing: host', {
      errors: [
        {
          message: 'One or more parameters are missing: host, username',
          error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
          extra: { missing: ['host', 'username'] },
        },
        {
          message: 'One or more parameters are invalid: port',
          error_type: 'CONNECTION_INVALID_PORT_ERROR',
          extra: { invalid: ['port'] },
        },
      ],
    });
    expect(connectionFormErrors(err, 'parameters')).toEqual({
      fields: {
        host: ['This is a required field'],
        username: ['This is a required field'],
        port: ['One or more parameters are invalid: port'],
      },
      general: null,
    });
  });

  it('in URI mode, a parameter error lands on the URI field', () => {
    const err = new ApiError(422, 'refused', {
      errors: [
        {
          message: 'Port 1 on hostname "h" refused the connection.',
          error_type: 'CONNECTION_PORT_CLOSED_ERROR',
          extra: { invalid: ['host', 'port'] },
        },
      ],
    });
    expect(connectionFormErrors(err, 'sqlalchemy').fields).toEqual({
      sqlalchemy_uri: ['Port 1 on hostname "h" refused the connection.'],
    });
  });

  it('uses the error type when the server names no field, and keeps unknown errors general', () => {
    const pw = new ApiError(422, 'bad', {
      errors: [{ message: 'The password is incorrect.', error_type: 'CONNECTION_INVALID_PASSWORD_ERROR', extra: {} }],
    });
    expect(connectionFormErrors(pw, 'parameters').fields).toEqual({ password: ['The password is incorrect.'] });
    const other = new ApiError(422, 'boom', {
      errors: [{ message: 'Something odd', error_type: 'GENERIC_DB_ENGINE_ERROR', extra: {} }],
    });
    expect(connectionFormErrors(other, 'parameters')).toEqual({ fields: {}, general: 'Something odd' });
  });

  it('a plain message or a network failure is general', () => {
    expect(
      connectionFormErrors(
        new ApiError(422, 'Connection failed, please check your connection settings', {
          message: 'Connection failed, please check your connection settings',
        }),
        'sqlalchemy',
      ),
    ).toEqual({
      fields: {},
      general: 'Connection failed, please check your connection settings',
    });
    expect(connectionFormErrors(new TypeError('Failed to fetch'), 'sqlalchemy')).toEqual({
      fields: {},
      general: 'Failed to fetch',
    });
  });
});
