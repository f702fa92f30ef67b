// What other plugins may use of the catalog (ARCHITECTURE.md §3: plugins meet only here).
// Server-side services: import these from server code only.
export { IConnectorPool, DatabaseNotFoundError } from '../server/databases/connector-pool.ts';
export type { DatabaseRow } from '../server/databases/database-row.ts';
export { databaseExtra } from '../server/databases/database-row.ts';
export { dataAccessOf, databasePerm, schemaPerm, type DataAccess } from '../server/access/data-access.ts';
