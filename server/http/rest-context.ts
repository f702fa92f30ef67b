import type { FastifyRequest } from 'fastify';
import type { RestContext } from '../rest/resource-def.ts';
import { permissionsOn, type AuthUser } from '../security/auth-user.ts';
import type { IPermissionCatalog } from '../security/permission-catalog.ts';
import type { StoreDialect } from '../store/store.ts';

/** The REST helpers' context plus the caller, for base filters that check data access. */
export interface LoupeRestContext extends RestContext {
  user: AuthUser | null;
}

/** The REST helpers' view of a request: who asks, and what they hold on each class. */
export function restContext(req: FastifyRequest, dialect: StoreDialect, catalog: IPermissionCatalog): LoupeRestContext {
  return {
    dialect,
    user: req.user,
    userId: req.user?.id ?? null,
    permissions: (className) =>
      permissionsOn(
        req.user,
        className,
        catalog
          .all()
          .filter((p) => p.view === className)
          .map((p) => p.perm),
      ),
  };
}
