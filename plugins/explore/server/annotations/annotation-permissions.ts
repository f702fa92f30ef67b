import type { PermissionView } from '../../../../server/security/permission-catalog.ts';

/** The menu entries of the annotation pages (Superset's Manage › Annotation Layers); routes declare the rest. */
export const ANNOTATION_PERMISSIONS: PermissionView[] = [
  { perm: 'menu_access', view: 'Manage' },
  { perm: 'menu_access', view: 'Annotation Layers' },
];
