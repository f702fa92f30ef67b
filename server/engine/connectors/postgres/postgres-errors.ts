import { ConnectorError, networkError } from '../connector-error.ts';

/** pg's SQLSTATE codes and Node network errors as Superset's error types. */
export function mapPostgresError(
  err: unknown,
  where: { host?: string; port?: number; username?: string; database?: string },
): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const e = err as Error & { code?: string };
  const net = networkError(e as NodeJS.ErrnoException, where, 'PostgreSQL');
  if (net) return net;
  const extra = { engine_name: 'PostgreSQL' };
  switch (e.code) {
    case '28P01':
      return new ConnectorError(
        'CONNECTION_INVALID_PASSWORD_ERROR',
        `The password provided for username "${where.username ?? ''}" is incorrect.`,
        { ...extra, invalid: ['username', 'password'], username: where.username },
        { cause: err },
      );
    case '28000':
      return new ConnectorError(
        'CONNECTION_INVALID_USERNAME_ERROR',
        e.message,
        { ...extra, invalid: ['username'], username: where.username },
        { cause: err },
      );
    case '3D000':
      return new ConnectorError(
        'CONNECTION_UNKNOWN_DATABASE_ERROR',
        `Unable to connect to database "${where.database ?? ''}".`,
        { ...extra, invalid: ['database'], database: where.database },
        { cause: err },
      );
    case '42501':
      return new ConnectorError('CONNECTION_ACCESS_DENIED_ERROR', e.message, extra, { cause: err });
    case '42P01':
      return new ConnectorError('TABLE_DOES_NOT_EXIST_ERROR', e.message, extra, { cause: err });
    case '42703':
      return new ConnectorError('COLUMN_DOES_NOT_EXIST_ERROR', e.message, extra, { cause: err });
    case '3F000':
      return new ConnectorError('SCHEMA_DOES_NOT_EXIST_ERROR', e.message, extra, { cause: err });
    case '42601':
      return new ConnectorError('SYNTAX_ERROR', e.message, extra, { cause: err });
    default:
      return new ConnectorError('GENERIC_DB_ENGINE_ERROR', e.message, extra, { cause: err });
  }
}
