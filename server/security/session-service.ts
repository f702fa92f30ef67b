import crypto from 'node:crypto';
import { toStoredDatetime } from '../rest/wire-format.ts';
import type { PlatformDb } from '../store/platform-tables.ts';

export interface Session {
  /** The cookie's value; only its hash is stored. */
  token: string;
  userId: number | null;
  csrfSecret: string;
}

const hash = (t: string) => crypto.createHash('sha256').update(t).digest('base64url');

/**
 * Server-side sessions in the metadata store: any web process can serve any request, logout
 * revokes at once, and each session carries the secret its CSRF tokens are derived from.
 */
export class SessionService {
  constructor(
    private readonly db: PlatformDb,
    private readonly maxAgeMs: number,
  ) {}

  async create(userId: number | null): Promise<Session> {
    const token = crypto.randomBytes(32).toString('base64url');
    const csrfSecret = crypto.randomBytes(24).toString('base64url');
    const now = new Date();
    await this.db
      .insertInto('loupe_session')
      .values({
        id: hash(token),
        user_id: userId,
        csrf_secret: csrfSecret,
        created_on: toStoredDatetime(now),
        expires_on: toStoredDatetime(new Date(now.getTime() + this.maxAgeMs)),
      })
      .execute();
    return { token, userId, csrfSecret };
  }

  async get(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 100) return null;
    const row = await this.db.selectFrom('loupe_session').selectAll().where('id', '=', hash(token)).executeTakeFirst();
    if (!row) return null;
    if ((row.expires_on as string) < toStoredDatetime(new Date())) {
      await this.delete(token);
      return null;
    }
    return { token, userId: (row.user_id as number | null) ?? null, csrfSecret: row.csrf_secret as string };
  }

  async delete(token: string): Promise<void> {
    await this.db.deleteFrom('loupe_session').where('id', '=', hash(token)).execute();
  }

  /** Removes expired sessions; returns how many. */
  async purgeExpired(): Promise<number> {
    const r = await this.db
      .deleteFrom('loupe_session')
      .where('expires_on', '<', toStoredDatetime(new Date()))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
