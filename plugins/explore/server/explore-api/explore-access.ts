import type { IDatasourceProvider } from '../../../../server/engine/datasource-provider.ts';
import { notFound } from '../../../../server/http/errors.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';

/** Whether the caller may see a chart (the chart list's base filter), by id. */
export type ChartVisible = (id: number, user: AuthUser | null) => Promise<boolean>;

export interface ExploreAccessDeps {
  datasources: IDatasourceProvider;
  chartVisible: ChartVisible;
}

/**
 * Superset's explore check_access (commands/explore/utils): the chart, when named, must be one the
 * caller sees, and the dataset must exist and be one the caller may query. Both answer 404, as
 * Superset's DAO lookups through their base filters do (existence never leaks).
 */
export async function checkExploreAccess(
  deps: ExploreAccessDeps,
  user: AuthUser | null,
  datasourceId: number | null,
  datasourceType: string | null,
  chartId: number | null,
): Promise<void> {
  if (chartId !== null && !(await deps.chartVisible(chartId, user))) throw notFound();
  if (datasourceId === null) return;
  try {
    const ds = await deps.datasources.load({ id: datasourceId, type: datasourceType ?? 'table' });
    await deps.datasources.assertAccess(user, ds);
  } catch {
    throw notFound();
  }
}

/** `42__table` → its id and type, or null. */
export function parseDatasourceKey(key: unknown): { id: number; type: string } | null {
  if (typeof key !== 'string') return null;
  const m = /^(\d{1,10})__([a-z_]{1,20})$/.exec(key);
  return m ? { id: Number(m[1]), type: m[2]! } : null;
}
