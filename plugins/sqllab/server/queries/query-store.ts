import type { Kysely } from 'kysely';
import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { storedNow } from '../../../../server/rest/audit-values.ts';
import type { QueryState, QueryWire } from '../../shared/index.ts';
import type { QueryRow } from './query-row.ts';
import { queryToDict } from './query-wire.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Reads and writes `query` rows. Every write stamps `changed_on` (what `updated_since` polls). */
@injectable()
export class QueryStore {
  constructor(@inject(IMetadataDb) private readonly db: Db) {}

  async insert(values: Partial<QueryRow> & Pick<QueryRow, 'client_id' | 'database_id'>): Promise<QueryRow> {
    const { id } = (await this.db
      .insertInto('query')
      .values({ ...values, changed_on: storedNow() })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    return (await this.byId(id))!;
  }

  async byId(id: number): Promise<QueryRow | undefined> {
    return (await this.db.selectFrom('query').selectAll().where('id', '=', id).executeTakeFirst()) as QueryRow | undefined;
  }

  async byClientId(clientId: string): Promise<QueryRow | undefined> {
    return (await this.db.selectFrom('query').selectAll().where('client_id', '=', clientId).executeTakeFirst()) as QueryRow | undefined;
  }

  async byResultsKey(key: string): Promise<QueryRow | undefined> {
    return (await this.db.selectFrom('query').selectAll().where('results_key', '=', key).executeTakeFirst()) as QueryRow | undefined;
  }

  async status(id: number): Promise<QueryState | undefined> {
    const r = (await this.db.selectFrom('query').select('status').where('id', '=', id).executeTakeFirst()) as { status: QueryState } | undefined;
    return r?.status;
  }

  /** The user's queries changed after a stored datetime, oldest change first. */
  async updatedSince(userId: number, since: string, limit = 1000): Promise<QueryRow[]> {
    return (await this.db.selectFrom('query').selectAll().where('user_id', '=', userId).where('changed_on', '>', since).orderBy('changed_on', 'asc').limit(limit).execute()) as QueryRow[];
  }

  /** Updates a row; with `onlyIf`, only while its status is one of those (a stopped run stays stopped). */
  async update(id: number, values: Partial<QueryRow>, onlyIf?: readonly QueryState[]): Promise<boolean> {
    let q = this.db.updateTable('query').set({ ...values, changed_on: storedNow() }).where('id', '=', id);
    if (onlyIf) q = q.where('status', 'in', onlyIf);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Rows as Superset's `Query.to_dict()`, with their database and user names. */
  async toDicts(rows: QueryRow[]): Promise<QueryWire[]> {
    if (rows.length === 0) return [];
    const dbIds = [...new Set(rows.map((r) => r.database_id))];
    const userIds = [...new Set(rows.map((r) => r.user_id).filter((u): u is number => u !== null))];
    const dbs = (await this.db.selectFrom('dbs').select(['id', 'database_name']).where('id', 'in', dbIds).execute()) as { id: number; database_name: string }[];
    const users = userIds.length
      ? ((await this.db.selectFrom('ab_user').select(['id', 'first_name', 'last_name']).where('id', 'in', userIds).execute()) as { id: number; first_name: string; last_name: string }[])
      : [];
    const dbName = new Map(dbs.map((d) => [d.id, d.database_name]));
    const userName = new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
    return rows.map((r) => queryToDict(r, { databaseName: dbName.get(r.database_id) ?? null, userName: r.user_id === null ? null : (userName.get(r.user_id) ?? null) }));
  }

  async toDict(row: QueryRow): Promise<QueryWire> {
    return (await this.toDicts([row]))[0]!;
  }
}
