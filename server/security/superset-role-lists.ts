import type { PermissionView } from './permission-catalog.ts';

/*
 * Superset's role definitions, list by list, as `SupersetSecurityManager` declares them in
 * apache/superset `superset/security/manager.py` (master, 2025: the lists with `RoleRestAPI`,
 * `Group`, `list_roles`, `update_roles_users`, `can_get_drill_info`). `builtin-roles.ts` applies
 * them with the same predicates (`_is_admin_only`, `_is_alpha_only`, `_is_sql_lab_pvm`…).
 *
 * Where Loupe departs from them, the entry says so (search for "Loupe:").
 */

/** READ_ONLY_MODEL_VIEWS: only reads are granted below Admin. */
export const READ_ONLY_MODEL_VIEWS: ReadonlySet<string> = new Set(['Database', 'DynamicPlugin']);

/** USER_MODEL_VIEWS (FAB's user screens), part of the admin-only view menus. */
const USER_MODEL_VIEWS = [
  'RegisterUserModelView',
  'UserDBModelView',
  'UserLDAPModelView',
  'UserInfoEditView',
  'UserOAuthModelView',
  'UserOIDModelView',
  'UserRemoteUserModelView',
];

/** GAMMA_READ_ONLY_MODEL_VIEWS: only reads are granted to Gamma. */
export const GAMMA_READ_ONLY_MODEL_VIEWS: ReadonlySet<string> = new Set([
  'Dataset',
  'Datasource',
  ...READ_ONLY_MODEL_VIEWS,
]);

/** ADMIN_ONLY_VIEW_MENUS. */
export const ADMIN_ONLY_VIEW_MENUS: ReadonlySet<string> = new Set([
  'Access Requests',
  'Action Logs',
  'Log',
  'List Users',
  'UsersListView',
  'List Roles',
  'List Groups',
  'ResetPasswordView',
  'RoleModelView',
  'UserGroupModelView',
  'Row Level Security',
  'Row Level Security Filters',
  'Security',
  'SQL Lab',
  'User Registrations',
  "User's Statistics",
  // Guarding all AB_ADD_SECURITY_API = True REST APIs
  'RoleRestAPI',
  'Group',
  'Role',
  'Permission',
  'PermissionViewMenu',
  'ViewMenu',
  'User',
  ...USER_MODEL_VIEWS,
]);

/** ALPHA_ONLY_VIEW_MENUS. */
export const ALPHA_ONLY_VIEW_MENUS: ReadonlySet<string> = new Set([
  'Alerts & Report',
  'Annotation Layers',
  'Annotation',
  'CSS Templates',
  'ColumnarToDatabaseView',
  'CssTemplate',
  'ExcelToDatabaseView',
  'Import dashboards',
  'ImportExportRestApi',
  'Manage',
  'Queries',
  'ReportSchedule',
]);

/** ALPHA_ONLY_PMVS: pairs on otherwise read-only views that Alpha still gets. */
export const ALPHA_ONLY_PMVS: readonly PermissionView[] = [{ perm: 'can_upload', view: 'Database' }];

/** ADMIN_ONLY_PERMISSIONS. */
export const ADMIN_ONLY_PERMISSIONS: ReadonlySet<string> = new Set([
  'update_roles_users',
  'list_roles',
  'can_update_role',
  'all_query_access',
  'can_grant_guest_token',
  'can_set_embedded',
  'can_warm_up_cache',
]);

/** READ_ONLY_PERMISSION: what Gamma keeps on read-only views. */
export const READ_ONLY_PERMISSION: ReadonlySet<string> = new Set([
  'can_show',
  'can_list',
  'can_get',
  'can_external_metadata',
  'can_external_metadata_by_name',
  'can_read',
  'can_get_drill_info',
]);

/** ALPHA_ONLY_PERMISSIONS. */
export const ALPHA_ONLY_PERMISSIONS: ReadonlySet<string> = new Set([
  'muldelete',
  'all_database_access',
  'all_datasource_access',
]);

/** OBJECT_SPEC_PERMISSIONS: per-object data access, granted role by role, never by a built-in definition. */
export const OBJECT_SPEC_PERMISSIONS: ReadonlySet<string> = new Set([
  'database_access',
  'catalog_access',
  'schema_access',
  'datasource_access',
]);

/** ACCESSIBLE_PERMS: every built-in role but sql_lab gets these, whatever their view. */
export const ACCESSIBLE_PERMS: ReadonlySet<string> = new Set([
  'can_userinfo',
  'resetmypassword',
  'can_recent_activity',
]);

const pairs = (list: [string, string][]): PermissionView[] => list.map(([perm, view]) => ({ perm, view }));

/** SQLLAB_ONLY_PERMISSIONS: only Admin and sql_lab hold these; Alpha and Gamma never do. */
export const SQLLAB_ONLY_PERMISSIONS: readonly PermissionView[] = pairs([
  ['can_read', 'SavedQuery'],
  ['can_write', 'SavedQuery'],
  ['can_export', 'SavedQuery'],
  ['can_read', 'Query'],
  ['can_export_csv', 'Query'],
  ['can_get_results', 'SQLLab'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_estimate_query_cost', 'SQL Lab'],
  // Loupe: Superset lists the estimate under 'SQL Lab' while its API checks it on 'SQLLab', so
  // there Alpha and Gamma get the estimate by accident. Listed here under the view it is checked on.
  ['can_estimate_query_cost', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_read', 'SQLLab'],
  ['can_sqllab_history', 'Superset'],
  ['can_sqllab', 'Superset'],
  ['can_test_conn', 'Superset'], // Deprecated permission remove on 3.0.0
  ['can_activate', 'TabStateView'],
  ['can_get', 'TabStateView'],
  ['can_delete_query', 'TabStateView'],
  ['can_post', 'TabStateView'],
  ['can_delete', 'TabStateView'],
  ['can_put', 'TabStateView'],
  ['can_migrate_query', 'TabStateView'],
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'SQL Editor'],
  ['menu_access', 'Saved Queries'],
  ['menu_access', 'Query Search'],
  ['can_read', 'SqlLabPermalinkRestApi'],
  ['can_write', 'SqlLabPermalinkRestApi'],
  ['can_post', 'TableSchemaView'],
  ['can_expanded', 'TableSchemaView'],
  ['can_delete', 'TableSchemaView'],
]);

/** SQLLAB_EXTRA_PERMISSION_VIEWS: sql_lab holds these too, beside the roles that already do. */
export const SQLLAB_EXTRA_PERMISSION_VIEWS: readonly PermissionView[] = pairs([
  ['can_csv', 'Superset'], // Deprecated permission remove on 3.0.0
  ['can_read', 'Superset'],
  // Superset 4.x (and the wire reference §15.2): a user holding only sql_lab can list the
  // databases to pick one (the list shows only those the user has access to).
  ['can_read', 'Database'],
  // Loupe: SQL Lab's format button; Superset grants it to every role but sql_lab.
  ['can_format_sql', 'SQLLab'],
]);

/** `create_custom_permissions`: pairs that exist whatever routes are registered. */
export const CUSTOM_PERMISSIONS: readonly PermissionView[] = pairs([
  ['all_datasource_access', 'all_datasource_access'],
  ['all_database_access', 'all_database_access'],
  ['all_query_access', 'all_query_access'],
  ['can_share_dashboard', 'Superset'],
  ['can_share_chart', 'Superset'],
]);

/**
 * Loupe: pairs every signed-in role needs. Superset renders the CSRF token into its pages, so
 * there sql_lab needs no `SecurityRestApi`; Loupe's web client reads it from the API.
 */
export const EVERY_ROLE_PVMS: readonly PermissionView[] = pairs([['can_read', 'SecurityRestApi']]);
