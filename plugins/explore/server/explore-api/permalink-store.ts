import crypto from 'node:crypto';
import { keyOfUuid, uuidOfKey } from '../../../../server/rest/permalink-key.ts';
import { createdBy } from '../../../../server/rest/audit-values.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';

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
