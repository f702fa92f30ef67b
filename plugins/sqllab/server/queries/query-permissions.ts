import type { PermissionView } from '../../../../server/security/permission-catalog.ts';

export const QUERY_PERMISSIONS: PermissionView[] = [{ perm: 'menu_access', view: 'SQL Lab' }];
