import { ConnectorError, networkError } from '../connector-error.ts';

/** mysql2's error codes and Node network errors as Superset's error types. */
export function mapMysqlError(
  err: unknown,
  where: { host?: string; port?: number; username?: string; database?: string },
): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const e = err as Error & { code?: string };
  const net = networkError(e as NodeJS.ErrnoException, where, 'MySQL');
  if (net) return net;
  const extra = { engine_name: 'MySQL' };
  switch (e.code) {
    case 'ER_ACCESS_DENIED_ERROR':
      return new ConnectorError(
        'CONNECTION_ACCESS_DENIED_ERROR',
        `Either the username "${where.username ?? ''}" or the password is incorrect.`,
        { ...extra, invalid: ['username', 'password'] },
        { cause: err },
      );
    case 'ER_DBACCESS_DENIED_ERROR':
      return new ConnectorError(
        'CONNECTION_ACCESS_DENIED_ERROR',
        e.message,
        { ...extra, invalid: ['username', 'database'] },
        { cause: err },
      );
    case 'ER_BAD_DB_ERROR':
      return new ConnectorError(
        'CONNECTION_UNKNOWN_DATABASE_ERROR',
        `Unable to connect to database "${where.database ?? ''}".`,
        { ...extra, invalid: ['database'] },
        { cause: err },
      );
    case 'ER_NO_SUCH_TABLE':
      return new ConnectorError('TABLE_DOES_NOT_EXIST_ERROR', e.message, extra, { cause: err });
    case 'ER_BAD_FIELD_ERROR':
      return new ConnectorError('COLUMN_DOES_NOT_EXIST_ERROR', e.message, extra, { cause: err });
    case 'ER_PARSE_ERROR':
      return new ConnectorError('SYNTAX_ERROR', e.message, extra, { cause: err });
    default:
      return new ConnectorError('GENERIC_DB_ENGINE_ERROR', e.message, extra, { cause: err });
  }
}
