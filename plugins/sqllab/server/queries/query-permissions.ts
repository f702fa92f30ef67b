import type { PermissionView } from '../../../../server/security/permission-catalog.ts';

export const QUERY_PERMISSIONS: PermissionView[] = [
  { perm: 'menu_access', view: 'SQL Lab' },
  { perm: 'menu_access', view: 'Query Search' },
  { perm: 'all_query_access', view: 'all_query_access' },
];
