import type { PermissionView } from './permission-catalog.ts';

/** Superset's built-in roles, rebuilt from the permission catalog at every start (`superset init`). */
export const BUILTIN_ROLES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;

const ADMIN_ONLY_VIEWS = new Set([
  'Access Requests',
  'Action Log',
  'Log',
  'List Users',
  'List Roles',
  'ResetPasswordView',
  'RoleModelView',
  'Row Level Security',
  'Row Level Security Filters',
  'RowLevelSecurityFiltersModelView',
  'RowLevelSecurity',
  'Security',
  'SQL Lab',
  'User Registrations',
  "User's Statistics",
  'Role',
  'Permission',
  'PermissionViewMenu',
  'ViewMenu',
  'User',
  'UserDBModelView',
  'Users',
]);
const ADMIN_ONLY_PERMS = new Set([
  'can_update_role',
  'all_query_access',
  'can_grant_guest_token',
  'can_set_embedded',
  'can_warm_up_cache',
  'list_roles',
  'update_roles_users',
]);
const ALPHA_ONLY_VIEWS = new Set([
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
  'TableSchemaView',
  'CsvToDatabaseView',
  'Upload a CSV',
]);
const ALPHA_ONLY_PERMS = new Set([
  'muldelete',
  'all_database_access',
  'all_datasource_access',
  'can_upload',
  'can_csv_upload',
  'can_excel_upload',
]);
/** Views that stay read-only for everyone but Admin (Alpha may not create database connections). */
const READ_ONLY_VIEWS = new Set(['Database', 'DynamicPlugin']);
/** Read-only for Gamma as well. */
const GAMMA_READ_ONLY_VIEWS = new Set(['Dataset', 'Datasource', 'Database', 'DynamicPlugin']);
const READ_PERMS = new Set([
  'can_show',
  'can_list',
  'can_get',
  'can_external_metadata',
  'can_external_metadata_by_name',
  'can_read',
  'menu_access',
]);
/** Per-object data access: granted to roles one by one, never by a built-in definition. */
const OBJECT_PERMS = new Set(['database_access', 'catalog_access', 'schema_access', 'datasource_access']);

export const SQL_LAB_PERMISSIONS: PermissionView[] = [
  ['can_read', 'SavedQuery'],
  ['can_write', 'SavedQuery'],
  ['can_export', 'SavedQuery'],
  ['can_read', 'Query'],
  ['can_export_csv', 'Query'],
  ['can_get_results', 'SQLLab'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_estimate_query_cost', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_read', 'SQLLab'],
  ['can_format_sql', 'SQLLab'],
  ['can_estimate_query_cost', 'SQL Lab'],
  ['can_sqllab_history', 'Superset'],
  ['can_sqllab', 'Superset'],
  ['can_activate', 'TabStateView'],
  ['can_get', 'TabStateView'],
  ['can_delete_query', 'TabStateView'],
  ['can_post', 'TabStateView'],
  ['can_delete', 'TabStateView'],
  ['can_put', 'TabStateView'],
  ['can_migrate_query', 'TabStateView'],
  ['can_post', 'TableSchemaView'],
  ['can_expanded', 'TableSchemaView'],
  ['can_delete', 'TableSchemaView'],
  ['can_read', 'SqlLabPermalinkRestApi'],
  ['can_write', 'SqlLabPermalinkRestApi'],
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'SQL Editor'],
  ['menu_access', 'Saved Queries'],
  ['menu_access', 'Query Search'],
  ['can_csv', 'Superset'],
  ['can_read', 'Superset'],
  ['can_read', 'Database'],
].map(([perm, view]) => ({ perm: perm!, view: view! }));

/** Pairs every signed-in user needs whatever their role (their own profile, a CSRF token). */
const EVERY_USER: PermissionView[] = [
  { perm: 'can_read', view: 'SecurityRestApi' },
  { perm: 'can_read', view: 'Me' },
];

function isAdminOnly(p: PermissionView): boolean {
  return ADMIN_ONLY_VIEWS.has(p.view) || ADMIN_ONLY_PERMS.has(p.perm);
}

function isAlphaOnly(p: PermissionView): boolean {
  return ALPHA_ONLY_VIEWS.has(p.view) || ALPHA_ONLY_PERMS.has(p.perm);
}

/** The exact permission set of each built-in role, given every pair the catalog holds. */
export function builtinRolePermissions(
  all: PermissionView[],
  publicRoleLike: string | null,
): Record<(typeof BUILTIN_ROLES)[number], PermissionView[]> {
  const general = all.filter((p) => !OBJECT_PERMS.has(p.perm));
  const admin = general;
  const alpha = general.filter((p) => !isAdminOnly(p) && (!READ_ONLY_VIEWS.has(p.view) || READ_PERMS.has(p.perm)));
  const gamma = general.filter(
    (p) => !isAdminOnly(p) && !isAlphaOnly(p) && (!GAMMA_READ_ONLY_VIEWS.has(p.view) || READ_PERMS.has(p.perm)),
  );
  const sqlLab = [...SQL_LAB_PERMISSIONS, ...EVERY_USER];
  const byName = { Admin: admin, Alpha: alpha, Gamma: gamma, sql_lab: sqlLab } as const;
  const like = publicRoleLike ? (byName as Record<string, PermissionView[]>)[publicRoleLike] : undefined;
  return {
    ...byName,
    Public: like ? like.filter((p) => p.view !== 'SecurityRestApi' || p.perm !== 'can_grant_guest_token') : [],
  };
}

export function isAdminRoleName(name: string): boolean {
  return name.toLowerCase() === 'admin';
}
