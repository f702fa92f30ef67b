import type { Backend } from './connector.ts';

/** A SQLAlchemy-style URI, taken apart. */
export interface ParsedUri {
  backend: Backend;
  /** The `+driver` part, when given (`postgresql+psycopg2`). */
  driver?: string;
  username?: string;
  password?: string;
  host?: string;
  port?: number;
  /** Database name for servers; the file path for SQLite/DuckDB (':memory:' in memory). */
  database?: string;
  query: Record<string, string>;
}

export const PASSWORD_MASK = 'XXXXXXXXXX';

const BACKENDS: Record<string, Backend> = {
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mysql',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
};

const SHAPE =
  'expected dialect://user:password@host:port/database (or duckdb:///path/to/file.duckdb, sqlite:///path/to/file.db)';

function invalid(detail: string): Error {
  return new Error(`Invalid connection string: ${detail}; ${SHAPE}`);
}

export function parseUri(uri: string): ParsedUri {
  const m = /^([A-Za-z][A-Za-z0-9]*)(?:\+([A-Za-z0-9_]+))?:\/\/(.*)$/s.exec(uri.trim());
  if (!m) throw invalid('no dialect:// prefix');
  const dialect = m[1]!.toLowerCase();
  const backend = BACKENDS[dialect];
  if (!backend)
    throw invalid(`'${dialect}' is not a supported dialect (supported: ${Object.keys(BACKENDS).join(', ')})`);
  const driver = m[2];
  const rest = m[3]!;

  if (backend === 'duckdb' || backend === 'sqlite') {
    const [pathPart, queryPart] = splitOnce(rest, '?');
    // `sqlite://` and `duckdb:///:memory:` are in-memory; `///rel` is relative, `////abs` absolute.
    const database =
      pathPart === ''
        ? ':memory:'
        : decodeURIComponent(pathPart.startsWith('/') ? pathPart.slice(1) : pathPart) || ':memory:';
    if (!pathPart.startsWith('/') && pathPart !== '') throw invalid('a file path starts after three slashes');
    return { backend, ...(driver ? { driver } : {}), database, query: parseQuery(queryPart) };
  }

  let url: URL;
  try {
    url = new URL(`loupe://${rest}`);
  } catch {
    throw invalid('the host part cannot be read');
  }
  if (!url.hostname) throw invalid('no host');
  const port = url.port ? Number(url.port) : undefined;
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return {
    backend,
    ...(driver ? { driver } : {}),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    host: url.hostname.replace(/^\[|\]$/g, ''),
    ...(port !== undefined ? { port } : {}),
    ...(database ? { database } : {}),
    query: Object.fromEntries(url.searchParams),
  };
}

function splitOnce(s: string, sep: string): [string, string] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, ''] : [s.slice(0, i), s.slice(i + 1)];
}

function parseQuery(q: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(q));
}

const enc = (s: string) => encodeURIComponent(s);

/** Puts a URI together again (inverse of parseUri for server engines). */
export function formatUri(p: ParsedUri, dialect: string = p.backend): string {
  const scheme = `${dialect}${p.driver ? `+${p.driver}` : ''}://`;
  const query = Object.keys(p.query).length ? `?${new URLSearchParams(p.query).toString()}` : '';
  if (p.backend === 'duckdb' || p.backend === 'sqlite')
    return `${scheme}/${p.database === ':memory:' ? ':memory:' : (p.database ?? '')}${query}`;
  const auth =
    p.username !== undefined
      ? `${enc(p.username)}${p.password !== undefined ? `:${p.password === PASSWORD_MASK ? PASSWORD_MASK : enc(p.password)}` : ''}@`
      : '';
  const host = p.host?.includes(':') ? `[${p.host}]` : (p.host ?? '');
  return `${scheme}${auth}${host}${p.port !== undefined ? `:${p.port}` : ''}/${p.database ? enc(p.database) : ''}${query}`;
}

/** The URI with its password replaced by ten X (Superset's mask). */
export function maskUri(uri: string): string {
  const p = parseUri(uri);
  if (!p.password) return uri;
  return formatUri({ ...p, password: PASSWORD_MASK }, dialectOf(uri));
}

/** If `newUri` carries the mask as its password, the stored one goes back in. */
export function unmaskUri(newUri: string, storedUri: string): string {
  const p = parseUri(newUri);
  if (p.password !== PASSWORD_MASK) return newUri;
  const stored = parseUri(storedUri);
  return formatUri(
    { ...p, ...(stored.password !== undefined ? { password: stored.password } : { password: undefined }) },
    dialectOf(newUri),
  );
}

function dialectOf(uri: string): string {
  return /^([A-Za-z][A-Za-z0-9]*)/.exec(uri)![1]!.toLowerCase();
}

/** Superset's dynamic-form parameters. */
export interface UriParameters {
  host?: string;
  port?: number;
  database?: string;
  username?: string;
  password?: string;
  query?: Record<string, string>;
  encryption?: boolean;
}

export function buildUri(engine: Backend | 'postgres' | 'mariadb', params: UriParameters): string {
  const backend = BACKENDS[engine];
  if (!backend) throw new Error(`Unknown engine ${engine}`);
  const query = { ...(params.query ?? {}) };
  if (params.encryption)
    query[backend === 'postgresql' ? 'sslmode' : 'ssl'] = backend === 'postgresql' ? 'require' : 'true';
  if (backend === 'duckdb' || backend === 'sqlite')
    return formatUri({ backend, database: params.database ?? ':memory:', query });
  if (!params.host) throw new Error('A host is required');
  return formatUri({
    backend,
    host: params.host,
    ...(params.port !== undefined ? { port: Number(params.port) } : {}),
    ...(params.database ? { database: params.database } : {}),
    ...(params.username ? { username: params.username } : {}),
    ...(params.password ? { password: params.password } : {}),
    query,
  });
}

export function uriToParameters(uri: string): UriParameters {
  const p = parseUri(uri);
  const query = { ...p.query };
  const encryption = query.sslmode === 'require' || query.ssl === 'true';
  delete query.sslmode;
  delete query.ssl;
  return {
    host: p.host,
    port: p.port,
    database: p.database,
    username: p.username,
    password: p.password,
    query,
    encryption,
  };
}
