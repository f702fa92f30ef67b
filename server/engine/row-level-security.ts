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

/** What the host registers until a plugin provides row-level security: no clauses for anyone. */
export const NO_ROW_LEVEL_SECURITY: IRowLevelSecurity = { clausesFor: async () => [] };
