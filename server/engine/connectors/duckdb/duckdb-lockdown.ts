/**
 * The settings every DuckDB instance Loupe opens for queries starts with. DuckDB reads its own
 * database file (given at start, so allowed) and nothing else: no file or URL readers
 * (`read_csv('/etc/passwd')`, `read_text`, `read_blob`, `glob`), no `COPY … TO`, no `ATTACH`, no
 * extension installed, downloaded or loaded on its own or on request, and the configuration
 * locked so a statement cannot turn any of it back on (`SET enable_external_access = true`
 * answers "the configuration has been locked"). The examples builder opens its own writable
 * instance and is not affected.
 */
export const DUCKDB_LOCKDOWN: Readonly<Record<string, string>> = Object.freeze({
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  allow_unsigned_extensions: 'false',
  // Last: once set, no other option of this instance can change.
  lock_configuration: 'true',
});

/** What a statement that reached for a file, URL or extension is told (DuckDB's own reason follows). */
export const EXTERNAL_ACCESS_REFUSED =
  'Queries on this database cannot read or write files on the server, attach databases or load extensions.';

/** What a statement that tried to change an engine setting is told. */
export const SETTINGS_LOCKED = 'The settings of this database cannot be changed by a query.';
