import type { Kysely } from 'kysely';
import { token } from '../../core/di/token.ts';

export type StoreDialect = 'sqlite' | 'postgres';

/**
 * Loupe's metadata: users, roles, databases, datasets, charts, queries… Kysely over SQLite (the
 * embedded default) or PostgreSQL (`LOUPE_METADATA_URL`). Tables are declared by their owner next
 * to its migrations (`PlatformTables` in platform-tables.ts, `CatalogTables`, `SqlLabTables`,
 * `ExploreTables` in each plugin): `db` is the untyped base that each owner's code takes as its
 * own typed alias (`CatalogDb`, `SqlLabDb`…); generic REST helpers see it as `DynamicTables`.
 */
export interface IMetadataStore {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one untyped handle: each owner types it with its tables
  readonly db: Kysely<any>;
  readonly dialect: StoreDialect;
  /** A short description safe to log (no password). */
  readonly description: string;
  destroy(): Promise<void>;
}
export const IMetadataStore = token<IMetadataStore>('IMetadataStore');

/** The metadata store's Kysely instance, for services that only query it (`IMetadataStore.db`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface IMetadataDb extends Kysely<any> {}
export const IMetadataDb = token<IMetadataDb>('IMetadataDb');
