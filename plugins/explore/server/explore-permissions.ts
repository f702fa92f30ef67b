import type { PermissionView } from '../../../server/security/permission-catalog.ts';

/** Checked inside routes rather than declared on them: CSV/XLSX export of chart data. */
export const CAN_CSV = { perm: 'can_csv', view: 'Superset' } as const;

export const EXPLORE_PERMISSIONS: PermissionView[] = [CAN_CSV, { perm: 'menu_access', view: 'Charts' }];
