import { ConnectorError } from '../connector-error.ts';

export function mapSqliteError(message: string, code?: string): ConnectorError {
  const extra = { engine_name: 'SQLite', ...(code ? { code } : {}) };
  if (/^no such table/.test(message)) return new ConnectorError('TABLE_DOES_NOT_EXIST_ERROR', message, extra);
  if (/^no such column/.test(message)) return new ConnectorError('COLUMN_DOES_NOT_EXIST_ERROR', message, extra);
  if (/syntax error|incomplete input|unrecognized token/.test(message))
    return new ConnectorError('SYNTAX_ERROR', message, extra);
  if (/unable to open database file|directory does not exist/.test(message))
    return new ConnectorError('CONNECTION_UNKNOWN_DATABASE_ERROR', message, { ...extra, invalid: ['database'] });
  return new ConnectorError('GENERIC_DB_ENGINE_ERROR', message, extra);
}
