import { parseUri } from '../../../../server/engine/connectors/uri.ts';

/** Superset's backend name of a stored URI (`postgresql`, `mysql`, `duckdb`, `sqlite`). */
export function backendOf(uri: string, part: 'backend' | 'driver' = 'backend'): string {
  try {
    const p = parseUri(uri);
    return part === 'driver' ? (p.driver ?? defaultDriver(p.backend)) : p.backend;
  } catch {
    return uri.split(':')[0]!.split('+')[0]!;
  }
}

function defaultDriver(backend: string): string {
  return { postgresql: 'psycopg2', mysql: 'mysqldb', duckdb: 'duckdb_engine', sqlite: 'pysqlite' }[backend] ?? backend;
}

/**
 * An engine's public information. Tunnels reach server engines, and only while the SSH_TUNNELING
 * flag is on (the form then offers them); a file engine has no host to tunnel to.
 */
export function engineInformation(backend: string, sshTunneling: boolean) {
  return {
    supports_file_upload: ['postgresql', 'mysql', 'duckdb', 'sqlite'].includes(backend),
    disable_ssh_tunneling: !sshTunneling || !['postgresql', 'mysql'].includes(backend),
    supports_dynamic_catalog: false,
    supports_oauth2: false,
  };
}
