import { toStoredDatetime } from '../rest/wire-format.ts';
import type { PlatformDb } from '../store/platform-tables.ts';

/** One audited write: Superset's action name (`<Api class>.<method>`), the actor and the details. */
export interface ActionLogEntry {
  action: string;
  /** The user who acted; null for the command line and the server itself. */
  userId: number | null;
  details: Record<string, unknown>;
}

/**
 * Appends an entry to the action log (`logs`). Callers pass the transaction of the write they
 * audit, so a write and its log row are committed together or not at all.
 */
export async function recordAction(db: PlatformDb, entry: ActionLogEntry): Promise<void> {
  await db
    .insertInto('logs')
    .values({
      action: entry.action,
      user_id: entry.userId,
      json: JSON.stringify(entry.details),
      dttm: toStoredDatetime(new Date()),
      dashboard_id: null,
      slice_id: null,
      duration_ms: null,
      referrer: null,
    })
    .execute();
}
