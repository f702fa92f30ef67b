import type { PermissionView } from '../../../../server/security/permission-catalog.ts';

export const SAVED_WORK_PERMISSIONS: PermissionView[] = [{ perm: 'menu_access', view: 'Saved Queries' }];
