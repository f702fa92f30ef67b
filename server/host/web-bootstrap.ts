import type { LoupeConfig } from '../config/config-schema.ts';
import type { AuthUser } from '../security/auth-user.ts';

/**
 * The payload a page hands the web app (`data-bootstrap`), shaped like Superset's: the user with
 * each role's `[perm, view]` pairs, the feature flags (read once from the configuration) and the
 * theme used until the user picks one. web/app/bootstrap.ts reads it.
 */
export function webBootstrap(user: AuthUser, config: LoupeConfig) {
  return {
    user: {
      userId: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      isActive: user.active,
      isAdmin: user.isAdmin,
      roles: Object.fromEntries(
        Object.entries(user.rolePermissions).map(([role, pairs]) => [role, pairs.map((p) => [p.perm, p.view])]),
      ),
    },
    common: {
      feature_flags: config.featureFlags,
      theme: { default: 'system' as const },
      application_root: '/',
      conf: {
        SQL_MAX_ROW: config.sqlMaxRow,
        DISPLAY_MAX_ROW: config.sqllabDisplayMaxRow,
        DEFAULT_SQLLAB_LIMIT: config.sqllabDefaultLimit,
        SQLLAB_TIMEOUT: config.sqllabTimeout,
        SQLLAB_ASYNC_TIME_LIMIT_SEC: config.sqllabAsyncTimeLimitSec,
        DASHBOARD_QUERY_CONCURRENCY: config.dashboardQueryConcurrency,
      },
    },
  };
}
