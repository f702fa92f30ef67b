import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import {
  guestRlsClauses,
  type IRowLevelSecurity,
  type RlsClause,
} from '../../../../server/engine/row-level-security.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';

/** The role an anonymous caller has (Superset's AUTH_ROLE_PUBLIC). */
const PUBLIC_ROLE = 'Public';

/**
 * The filters stored through `/api/v1/rowlevelsecurity/`, as Superset's get_rls_filters reads them:
 * on the dataset, Regular filters naming one of the caller's roles, and Base filters naming none
 * of them. Admins are bound too (a Base filter lists Admin to exempt it). Ordered by id. A guest
 * (embedded dashboard) has the guest role's filters and, ANDed on top, its token's rules.
 */
@injectable()
export class StoredRowLevelSecurity implements IRowLevelSecurity {
  constructor(@inject(IMetadataDb) private readonly db: CatalogDb) {}

  async clausesFor(user: AuthUser | null, datasetId: number): Promise<RlsClause[]> {
    const roleNames = user ? user.roles : [PUBLIC_ROLE];
    const roleIds = roleNames.length
      ? (await this.db.selectFrom('ab_role').select('id').where('name', 'in', roleNames).execute()).map((r) =>
          Number(r.id),
        )
      : [];
    const rows = await this.db
      .selectFrom('row_level_security_filters as f')
      .select(['f.id', 'f.clause', 'f.group_key'])
      .where(
        'f.id',
        'in',
        this.db.selectFrom('rls_filter_tables').select('rls_filter_id').where('table_id', '=', datasetId),
      )
      .where((eb) => {
        const inRoles = eb
          .selectFrom('rls_filter_roles')
          .select('rls_filter_id')
          .where('role_id', 'in', roleIds.length ? roleIds : [-1]);
        return eb.or([
          eb.and([eb('f.filter_type', '=', 'Regular'), eb('f.id', 'in', inRoles)]),
          eb.and([eb('f.filter_type', '=', 'Base'), eb('f.id', 'not in', inRoles)]),
        ]);
      })
      .orderBy('f.id')
      .execute();
    const stored = rows.map((r) => ({
      clause: String(r.clause),
      groupKey: r.group_key === null || r.group_key === '' ? null : String(r.group_key),
    }));
    return [...stored, ...guestRlsClauses(user, datasetId)];
  }
}
