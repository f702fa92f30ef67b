import type { LoupeConfig } from '../config/config-schema.ts';
import { CsrfTokens } from './csrf.ts';
import { GuestUsers } from './guest-users.ts';
import { SecretBox } from './encryption.ts';
import { JwtService } from './jwt.ts';
import { pvKey, type IPermissionCatalog } from './permission-catalog.ts';
import type { SecretKeys } from './secret-key.ts';
import { SessionService } from './session-service.ts';
import { RoleAdmin } from './role-admin.ts';
import { UserAdmin } from './user-admin.ts';
import { UserService } from './user-service.ts';
import type { StoreDialect } from '../store/store.ts';
import type { PlatformDb } from '../store/platform-tables.ts';

/** The security layer's parts, built once per server from the config and the store. */
export interface SecurityServices {
  users: UserService;
  sessions: SessionService;
  jwt: JwtService;
  csrf: CsrfTokens;
  secrets: SecretBox;
  catalog: IPermissionCatalog;
  /** Guest users of embedded dashboards, from guest tokens. */
  guests: GuestUsers;
  /** Admin writes on users and roles (the security API and `loupe user …`), audited. */
  admin: { users: UserAdmin; roles: RoleAdmin };
  /** Whether the Public role (anonymous callers) holds a pair. */
  publicCan(perm: string, view: string): Promise<boolean>;
  sessionMaxAgeSeconds: number;
}

export function createSecurityServices(
  db: PlatformDb,
  config: LoupeConfig,
  keys: SecretKeys,
  catalog: IPermissionCatalog,
  dialect: StoreDialect,
): SecurityServices {
  let publicPerms: { at: number; keys: Set<string> } | null = null;
  const loadPublic = async () => {
    const rows = await db
      .selectFrom('ab_role as r')
      .innerJoin('ab_permission_view_role as pvr', 'pvr.role_id', 'r.id')
      .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select(['p.name as perm', 'v.name as view'])
      .where('r.name', '=', 'Public')
      .execute();
    return new Set(rows.map((r) => pvKey(r.perm as string, r.view as string)));
  };
  return {
    users: new UserService(db),
    sessions: new SessionService(db, config.sessionMaxAgeHours * 3600_000),
    jwt: new JwtService(keys.jwt, { access: config.jwtAccessTokenSeconds, refresh: config.jwtRefreshTokenSeconds }),
    csrf: new CsrfTokens(keys.csrf),
    secrets: new SecretBox(keys.encryption),
    catalog,
    guests: new GuestUsers(db, config, keys.guestToken),
    admin: { users: new UserAdmin(db), roles: new RoleAdmin(db, dialect, config.publicRoleLike) },
    sessionMaxAgeSeconds: Math.round(config.sessionMaxAgeHours * 3600),
    async publicCan(perm, view) {
      // Anonymous access is rare and the Public role changes rarely: re-read it every 10 s.
      if (!publicPerms || Date.now() - publicPerms.at > 10_000)
        publicPerms = { at: Date.now(), keys: await loadPublic() };
      return publicPerms.keys.has(pvKey(perm, view));
    },
  };
}
