// What other plugins may use of the catalog on any side (ARCHITECTURE.md §3: plugins meet only
// here, or, for server-only tokens, through ../server/exports.ts). Isomorphic: nothing from server/.
export {
  dataAccessOf,
  databasePerm,
  datasetPerm,
  schemaPerm,
  type DataAccess,
  type PermissionHolder,
} from './data-access.ts';
