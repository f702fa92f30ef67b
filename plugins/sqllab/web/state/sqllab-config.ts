import type { BootstrapData } from '../../../../web/app/bootstrap.ts';

/** The server configuration SQL Lab reads from the page bootstrap's `common.conf`: its row limits. */
export interface SqlLabConfig {
  sqlMaxRow: number;
  displayMaxRow: number;
  defaultLimit: number;
  defaultDbId: number | null;
  backendPersistence: boolean;
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);

export function readSqlLabConfig(bootstrap: BootstrapData): SqlLabConfig {
  const common = bootstrap.common as BootstrapData['common'] & { conf?: Record<string, unknown> };
  const conf = common.conf ?? {};
  const flag = common.feature_flags?.SQLLAB_BACKEND_PERSISTENCE;
  return {
    sqlMaxRow: num(conf.SQL_MAX_ROW, 1_000_000),
    displayMaxRow: num(conf.DISPLAY_MAX_ROW, 10_000),
    defaultLimit: num(conf.DEFAULT_SQLLAB_LIMIT, 1_000),
    defaultDbId: typeof conf.SQLLAB_DEFAULT_DBID === 'number' ? conf.SQLLAB_DEFAULT_DBID : null,
    // On unless the server turned it off (Superset's default since 4.0).
    backendPersistence: flag !== false,
  };
}

/** The row limits the dropdown offers: 10, 100, 1 000… up to SQL_MAX_ROW (which is always offered). */
export function rowLimitOptions(sqlMaxRow: number): number[] {
  const out: number[] = [];
  for (let n = 10; n < sqlMaxRow; n *= 10) out.push(n);
  out.push(sqlMaxRow);
  return out;
}
