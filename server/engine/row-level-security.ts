import { token } from '../../core/di/token.ts';
import type { AuthUser } from '../security/auth-user.ts';

/**
 * Row-level security as Superset applies it (reference §15.4): the clauses that bind a user on a
 * dataset. Clauses sharing a group key are ORed together; groups (and clauses without a key) are
 * ANDed. Regular filters bind the members of their roles; Base filters bind everyone except them.
 */
export interface RlsClause {
  clause: string;
  groupKey: string | null;
}

/** An extension point: the plugin that owns the filters registers it; the engine calls it on every query. */
export interface IRowLevelSecurity {
  clausesFor(user: AuthUser | null, datasetId: number): Promise<RlsClause[]>;
}
export const IRowLevelSecurity = token<IRowLevelSecurity>('IRowLevelSecurity');

/**
 * A guest token's rules on a dataset (Superset's get_guest_rls_filters): every rule without a
 * dataset, and those naming this one (compared as text, as Superset). Each is ANDed on its own.
 */
export function guestRlsClauses(user: AuthUser | null, datasetId: number): RlsClause[] {
  if (!user?.guest) return [];
  return user.guest.rls
    .filter((r) => r.dataset === undefined || r.dataset === null || String(r.dataset) === String(datasetId))
    .map((r) => ({ clause: r.clause, groupKey: null }));
}

/** What the host registers until a plugin provides row-level security: only a guest token's rules. */
export const NO_ROW_LEVEL_SECURITY: IRowLevelSecurity = {
  clausesFor: async (user, datasetId) => guestRlsClauses(user, datasetId),
};
