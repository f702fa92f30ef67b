// What other plugins' server code may use of the catalog: its tokens and the types and errors
// they speak. Server-only (ARCHITECTURE.md §3); what every side may use is in ../shared/index.ts.
export { IConnectorPool, DatabaseNotFoundError } from './databases/connector-pool.ts';
export type { DatabaseRow } from './databases/database-row.ts';
export { databaseExtra } from './databases/database-row.ts';
export { databaseVisibility } from './databases/database-visibility.ts';
export { datasetVisibility } from './datasets/dataset-resource.ts';
export { showDataset } from './datasets/dataset-show.ts';
