import type { Backend, Connector } from '../../../../server/engine/connectors/connector.ts';
import { MYSQL_FUNCTION_NAMES } from './mysql-function-names.ts';

/** Each engine's catalog of function names (built-in and user-defined), one name a row. */
const FUNCTION_NAMES_SQL: Record<Backend, string> = {
  duckdb: 'SELECT DISTINCT function_name FROM duckdb_functions() ORDER BY 1',
  postgresql: 'SELECT DISTINCT proname::text FROM pg_catalog.pg_proc ORDER BY 1',
  sqlite: 'SELECT DISTINCT name FROM pragma_function_list ORDER BY 1',
  // MySQL keeps no table of its built-in functions: its manual's list, plus the stored functions.
  mysql: "SELECT DISTINCT ROUTINE_NAME FROM information_schema.ROUTINES WHERE ROUTINE_TYPE = 'FUNCTION' ORDER BY 1",
};

/**
 * `GET /api/v1/database/<pk>/function_names/`: the names SQL Lab's editor offers for
 * autocompletion (Superset's `db_engine_spec.get_function_names`), sorted and without repeats.
 */
export async function functionNames(connector: Pick<Connector, 'backend' | 'execute'>): Promise<string[]> {
  const rows = (await connector.execute(FUNCTION_NAMES_SQL[connector.backend])).rows;
  const names = rows.map((r) => String(r[0]));
  const all = connector.backend === 'mysql' ? [...MYSQL_FUNCTION_NAMES, ...names] : names;
  return [...new Set(all)].sort();
}
