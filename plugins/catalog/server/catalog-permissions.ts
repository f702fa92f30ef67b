import type { PermissionView } from '../../../server/security/permission-catalog.ts';

/** Pairs the catalog brings beyond its routes' own: menus, export, and blanket data access. */
export const CATALOG_PERMISSIONS: PermissionView[] = [
  { perm: 'menu_access', view: 'Data' },
  { perm: 'menu_access', view: 'Databases' },
  { perm: 'menu_access', view: 'Datasets' },
  { perm: 'can_export', view: 'Database' },
  { perm: 'can_export', view: 'Dataset' },
  { perm: 'all_database_access', view: 'all_database_access' },
  { perm: 'all_datasource_access', view: 'all_datasource_access' },
];
