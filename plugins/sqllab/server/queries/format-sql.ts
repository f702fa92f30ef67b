import { format, type SqlLanguage } from 'sql-formatter';
import type { Backend } from '../../../../server/engine/connectors/connector.ts';

const LANGUAGE: Record<Backend, SqlLanguage> = {
  postgresql: 'postgresql',
  mysql: 'mariadb',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
};
/** Superset's engine names (`engine` in the request) to a formatter dialect. */
const ENGINE_LANGUAGE: Record<string, SqlLanguage> = {
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
  trino: 'trino',
  presto: 'trino',
  bigquery: 'bigquery',
  snowflake: 'snowflake',
  redshift: 'redshift',
  clickhouse: 'sql',
};

export function formatterLanguage(backend: Backend | null, engine: string | null | undefined): SqlLanguage {
  if (backend) return LANGUAGE[backend];
  return (engine && ENGINE_LANGUAGE[engine.toLowerCase()]) || 'sql';
}

/** The SQL laid out with upper-case keywords in the database's dialect; throws on SQL it cannot read. */
export function formatSql(sql: string, language: SqlLanguage): string {
  return format(sql, { language, keywordCase: 'upper', tabWidth: 2 });
}
