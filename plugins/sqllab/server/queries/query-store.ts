import type { Insertable, Updateable } from 'kysely';
import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import { storedNow } from '../../../../server/rest/audit-values.ts';
import type { QueryTable, SqlLabDb } from '../migrations/sqllab-tables.ts';
import { ACTIVE_STATES, type QueryState, type QueryWire } from '../../shared/index.ts';
import type { QueryRow } from './query-row.ts';
import { queryToDict } from './query-wire.ts';

/**
 * Reads and writes `query` rows. Every write stamps `changed_on` (what `updated_since` polls) and
 * answers the row as written (RETURNING), so a writer never reads back what it just wrote.
 */
@injectable()
export class QueryStore {
  constructor(
    @inject(IMetadataDb) private readonly db: SqlLabDb,
    @inject(IDatabaseDirectory) private readonly directory: IDatabaseDirectory,
  ) {}

  async insert(values: Insertable<QueryTable>): Promise<QueryRow> {
    return this.db
      .insertInto('query')
      .values({ ...values, changed_on: storedNow() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async byId(id: number): Promise<QueryRow | undefined> {
    return this.db.selectFrom('query').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async byClientId(clientId: string): Promise<QueryRow | undefined> {
    return this.db.selectFrom('query').selectAll().where('client_id', '=', clientId).executeTakeFirst();
  }

  async byResultsKey(key: string): Promise<QueryRow | undefined> {
    return this.db.selectFrom('query').selectAll().where('results_key', '=', key).executeTakeFirst();
  }

  async status(id: number): Promise<QueryState | undefined> {
    return (await this.db.selectFrom('query').select('status').where('id', '=', id).executeTakeFirst())?.status;
  }

  /** Which of these queries are `stopped` now: one read for every run a process watches. */
  async stoppedAmong(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('query')
      .select('id')
      .where('id', 'in', [...ids])
      .where('status', '=', 'stopped')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Queries not yet over (pending … fetching) that started before a time (ms), oldest first. */
  async activeStartedBefore(ms: number, limit = 500): Promise<Pick<QueryRow, 'id' | 'status' | 'start_time'>[]> {
    return this.db
      .selectFrom('query')
      .select(['id', 'status', 'start_time'])
      .where('status', 'in', ACTIVE_STATES)
      .where('start_time', '<', ms)
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  }

  /** The user's queries changed after a stored datetime, oldest change first. */
  async updatedSince(userId: number, since: string, limit = 1000): Promise<QueryRow[]> {
    return this.db
      .selectFrom('query')
      .selectAll()
      .where('user_id', '=', userId)
      .where('changed_on', '>', since)
      .orderBy('changed_on', 'asc')
      .limit(limit)
      .execute();
  }

  /** Updates a row; with `onlyIf`, only while its status is one of those (a stopped run stays stopped). */
  async update(id: number, values: Updateable<QueryTable>, onlyIf?: readonly QueryState[]): Promise<boolean> {
    let q = this.db
      .updateTable('query')
      .set({ ...values, changed_on: storedNow() })
      .where('id', '=', id);
    if (onlyIf) q = q.where('status', 'in', onlyIf);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** As `update`, answering the row as written, or undefined when no row matched. */
  async updateReturning(
    id: number,
    values: Updateable<QueryTable>,
    onlyIf?: readonly QueryState[],
  ): Promise<QueryRow | undefined> {
    let q = this.db
      .updateTable('query')
      .set({ ...values, changed_on: storedNow() })
      .where('id', '=', id);
    if (onlyIf) q = q.where('status', 'in', onlyIf);
    return q.returningAll().executeTakeFirst();
  }

  /** Rows as Superset's `Query.to_dict()`, with their database (from the catalog) and user names. */
  async toDicts(rows: QueryRow[]): Promise<QueryWire[]> {
    if (rows.length === 0) return [];
    const userIds = [...new Set(rows.map((r) => r.user_id).filter((u): u is number => u !== null))];
    const dbName = await this.directory.names(rows.map((r) => r.database_id));
    const users = userIds.length
      ? await this.db
          .selectFrom('ab_user')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', userIds)
          .execute()
      : [];
    const userName = new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
    return rows.map((r) =>
      queryToDict(r, {
        databaseName: dbName.get(r.database_id) ?? null,
        userName: r.user_id === null ? null : (userName.get(r.user_id) ?? null),
      }),
    );
  }

  async toDict(row: QueryRow): Promise<QueryWire> {
    return (await this.toDicts([row]))[0]!;
  }
}
