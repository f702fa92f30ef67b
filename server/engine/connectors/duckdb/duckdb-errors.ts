import { ConnectorError } from '../connector-error.ts';
import { EXTERNAL_ACCESS_REFUSED, SETTINGS_LOCKED } from './duckdb-lockdown.ts';

/** DuckDB's error text starts with its kind: "Catalog Error: …", "Parser Error: …". */
export function mapDuckDbError(err: unknown): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const message = (err as Error).message ?? String(err);
  const extra = { engine_name: 'DuckDB' };
  if (/^Catalog Error: (Table|View) with name .* does not exist/m.test(message))
    return new ConnectorError('TABLE_DOES_NOT_EXIST_ERROR', message, extra, { cause: err });
  if (/^Catalog Error: Schema with name .* does not exist/m.test(message))
    return new ConnectorError('SCHEMA_DOES_NOT_EXIST_ERROR', message, extra, { cause: err });
  if (/^Binder Error: .*(Referenced column|column) .* not found/m.test(message))
    return new ConnectorError('COLUMN_DOES_NOT_EXIST_ERROR', message, extra, { cause: err });
  // The lock-down (duckdb-lockdown.ts) at work: said plainly, DuckDB's own reason after it.
  if (/^Permission Error: /m.test(message))
    return new ConnectorError('GENERIC_DB_ENGINE_ERROR', `${EXTERNAL_ACCESS_REFUSED} (${firstLine(message)})`, extra, {
      cause: err,
    });
  if (/the configuration has been locked/.test(message))
    return new ConnectorError('GENERIC_DB_ENGINE_ERROR', `${SETTINGS_LOCKED} (${firstLine(message)})`, extra, {
      cause: err,
    });
  if (/Parser Error:/.test(message)) return new ConnectorError('SYNTAX_ERROR', message, extra, { cause: err });
  // The examples file, opened read-only by every process so that none locks out another.
  if (/attached in read-only mode/.test(message))
    return new ConnectorError('GENERIC_DB_ENGINE_ERROR', `${READ_ONLY_FILE} (${firstLine(message)})`, extra, {
      cause: err,
    });
  // Another process holds the file read-write (DuckDB lets one process write a file, or many read it).
  const lock = /Could not set lock on file "([^"]*)"[^]*?Conflicting lock is held in .*?\(PID (\d+)\)/.exec(message);
  if (lock) {
    return new ConnectorError(
      'GENERIC_DB_ENGINE_ERROR',
      `The DuckDB file ${lock[1]} is open in another process (PID ${lock[2]}): a DuckDB file that is written to can be used by one process at a time. Open it read-only (?access_mode=read_only) in every process, or from one process only.`,
      extra,
      { cause: err },
    );
  }
  if (/^IO Error: (Cannot open|Could not set lock)/m.test(message)) {
    return new ConnectorError(
      'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message,
      { ...extra, invalid: ['database'] },
      { cause: err },
    );
  }
  return new ConnectorError('GENERIC_DB_ENGINE_ERROR', message, extra, { cause: err });
}

/** Said when a statement would write to a DuckDB file Loupe opens read-only (the examples). */
export const READ_ONLY_FILE =
  'This DuckDB database is opened read-only: every Loupe process on this host reads it at once, so nothing is written to it. Add a DuckDB database of your own to write to.';

const firstLine = (message: string) => message.split('\n')[0]!.trim();
