import crypto from 'node:crypto';
import { badRequest } from '../../../../server/http/errors.ts';
import { createdBy } from '../../../../server/rest/audit-values.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';

/** A permalink's key: its row's uuid as 22 url-safe characters (opaque, unguessable). */
export function keyOfUuid(uuid: string): string {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The uuid a key encodes; a key that cannot be one is Superset's KeyValueParseKeyError (400). */
export function uuidOfKey(key: string): string {
  const hex = /^[A-Za-z0-9_-]{22}$/.test(key) ? Buffer.from(key, 'base64url').toString('hex') : '';
  if (hex.length !== 32) throw badRequest('Invalid permalink key');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Superset's explore permalink value. */
export interface ExplorePermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: { formData: Record<string, unknown>; urlParams?: [string, string][] | null; [more: string]: unknown };
}

export class ExplorePermalinkStore {
  constructor(private readonly db: ExploreDb) {}

  async put(value: ExplorePermalinkValue, userId: number): Promise<string> {
    const uuid = crypto.randomUUID();
    await this.db
      .insertInto('explore_permalink')
      .values({ uuid, value: JSON.stringify(value), ...createdBy(userId) })
      .execute();
    return keyOfUuid(uuid);
  }

  /** The value under `key`; 400 for a malformed key, null for an unknown one. */
  async get(key: string): Promise<ExplorePermalinkValue | null> {
    const uuid = uuidOfKey(key);
    const row = await this.db
      .selectFrom('explore_permalink')
      .select('value')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as ExplorePermalinkValue) : null;
  }
}
