import type { PermissionView } from '../../../../server/security/permission-catalog.ts';

/**
 * Superset's `Dashboard` pairs beyond the API's can_read/can_write (reference §15.2), checked by
 * the dashboard page and other plugins rather than declared on a route here, and the menu.
 * `can_set_embedded` is admin-only (superset-role-lists.ts); the rest go wherever Dashboard goes.
 */
export const DASHBOARD_PERMISSIONS: PermissionView[] = [
  { perm: 'can_export', view: 'Dashboard' },
  { perm: 'can_set_embedded', view: 'Dashboard' },
  { perm: 'can_view_query', view: 'Dashboard' },
  { perm: 'can_view_chart_as_table', view: 'Dashboard' },
  { perm: 'can_drill', view: 'Dashboard' },
  { perm: 'can_share', view: 'Dashboard' },
  { perm: 'can_dashboard', view: 'Superset' },
  { perm: 'menu_access', view: 'Dashboards' },
];
