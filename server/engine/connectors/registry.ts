import path from 'node:path';
import type { Backend, Connector } from './connector.ts';
import { DuckDbConnector } from './duckdb/duckdb-connector.ts';
import { MysqlConnector } from './mysql/mysql-connector.ts';
import { PostgresConnector } from './postgres/postgres-connector.ts';
import { SqliteConnector } from './sqlite/sqlite-connector.ts';
import { parseUri } from './uri.ts';

export interface ConnectorSpec {
  uri: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  readOnly?: boolean;
  /** Relative SQLite/DuckDB paths resolve against this folder. */
  dataDir?: string;
}

export interface ConnectorFactory {
  backend: Backend;
  engine: Backend;
  name: string;
  defaultDriver: string;
  availableDrivers: string[];
  placeholder: string;
  /** JSON schema of the dynamic form's parameters; null for file engines. */
  parametersSchema: Record<string, unknown> | null;
  preferred: boolean;
  create(spec: ConnectorSpec): Connector;
  validateParameters(parameters: Record<string, unknown>): { missing: string[]; invalid: string[] };
}

const serverParameters = (defaultPort: number) => ({
  type: 'object',
  required: ['host', 'port', 'database', 'username'],
  properties: {
    host: { type: 'string', description: 'Hostname or IP address' },
    port: { type: 'integer', description: 'Database port', minimum: 0, maximum: 65535, default: defaultPort },
    database: { type: 'string', description: 'Database name' },
    username: { type: 'string', nullable: true, description: 'Username' },
    password: { type: 'string', nullable: true, description: 'Password' },
    query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
    encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
  },
});

function validateServer(p: Record<string, unknown>): { missing: string[]; invalid: string[] } {
  const missing = ['host', 'port', 'database', 'username'].filter(
    (k) => p[k] === undefined || p[k] === null || p[k] === '',
  );
  const invalid: string[] = [];
  if (!missing.includes('port')) {
    const port = Number(p.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) invalid.push('port');
  }
  if (!missing.includes('host') && (typeof p.host !== 'string' || /[\s/@]/.test(p.host))) invalid.push('host');
  return { missing, invalid };
}

function validateFile(p: Record<string, unknown>): { missing: string[]; invalid: string[] } {
  return { missing: p.database ? [] : ['database'], invalid: [] };
}

/** The file a SQLite/DuckDB URI's database part names (relative to the data folder), or ':memory:'. */
export function filePath(database: string | undefined, dataDir: string | undefined): string {
  if (!database || database === ':memory:') return ':memory:';
  return path.isAbsolute(database) ? database : path.resolve(dataDir ?? process.cwd(), database);
}

const readOnlyOf = (spec: ConnectorSpec, query: Record<string, string>) =>
  spec.readOnly ?? (query.access_mode?.toLowerCase() === 'read_only' || query.mode === 'ro');

/** Every engine Loupe connects to, by backend. */
export function createConnectorRegistry(): Record<Backend, ConnectorFactory> {
  return {
    postgresql: {
      backend: 'postgresql',
      engine: 'postgresql',
      name: 'PostgreSQL',
      defaultDriver: 'psycopg2',
      availableDrivers: ['psycopg2'],
      preferred: true,
      placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
      parametersSchema: serverParameters(5432),
      create: (spec) =>
        new PostgresConnector({
          uri: spec.uri,
          parsed: parseUri(spec.uri),
          poolSize: spec.poolSize,
          statementTimeoutMs: spec.statementTimeoutMs,
        }),
      validateParameters: validateServer,
    },
    mysql: {
      backend: 'mysql',
      engine: 'mysql',
      name: 'MySQL',
      defaultDriver: 'mysqldb',
      availableDrivers: ['mysqldb', 'pymysql'],
      preferred: true,
      placeholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
      parametersSchema: serverParameters(3306),
      create: (spec) =>
        new MysqlConnector({
          parsed: parseUri(spec.uri),
          poolSize: spec.poolSize,
          statementTimeoutMs: spec.statementTimeoutMs,
        }),
      validateParameters: validateServer,
    },
    duckdb: {
      backend: 'duckdb',
      engine: 'duckdb',
      name: 'DuckDB',
      defaultDriver: 'duckdb_engine',
      availableDrivers: ['duckdb_engine'],
      preferred: true,
      placeholder: 'duckdb:////path/to/duck.db',
      parametersSchema: null,
      create: (spec) => {
        const p = parseUri(spec.uri);
        return new DuckDbConnector({
          file: filePath(p.database, spec.dataDir),
          readOnly: readOnlyOf(spec, p.query),
          poolSize: spec.poolSize,
          statementTimeoutMs: spec.statementTimeoutMs,
        });
      },
      validateParameters: validateFile,
    },
    sqlite: {
      backend: 'sqlite',
      engine: 'sqlite',
      name: 'SQLite',
      defaultDriver: 'pysqlite',
      availableDrivers: ['pysqlite'],
      preferred: false,
      placeholder: 'sqlite:////path/to/file.db',
      parametersSchema: null,
      create: (spec) => {
        const p = parseUri(spec.uri);
        return new SqliteConnector({
          file: filePath(p.database, spec.dataDir),
          readOnly: readOnlyOf(spec, p.query),
          statementTimeoutMs: spec.statementTimeoutMs,
        });
      },
      validateParameters: validateFile,
    },
  };
}

const REGISTRY = createConnectorRegistry();

/** A connector for a URI (throws the URI parser's clear error for a bad one). */
export function connectorForUri(uri: string, opts: Omit<ConnectorSpec, 'uri'> = {}): Connector {
  return REGISTRY[parseUri(uri).backend].create({ uri, ...opts });
}
