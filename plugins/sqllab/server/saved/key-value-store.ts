import crypto from 'node:crypto';
import { inject, injectable } from 'tsyringe';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { createdBy } from '../../../../server/rest/audit-values.ts';
import type { SqlLabDb } from '../migrations/sqllab-tables.ts';

/** The `resource` names of the shared `key_value` table this plugin writes. */
export const KV_RESOURCES = { legacyKv: 'legacy_kv', sqllabPermalink: 'sqllab_permalink' } as const;
export type KvResource = (typeof KV_RESOURCES)[keyof typeof KV_RESOURCES];

/** A row's uuid as an opaque, unguessable URL key (22 base64url characters) and back. */
export function keyOfUuid(uuid: string): string {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

export function uuidOfKey(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(key)) return null;
  const hex = Buffer.from(key, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Values kept in `key_value`, one resource per use (Superset's KeyValueEntry). */
@injectable()
export class KeyValueStore {
  constructor(@inject(IMetadataDb) private readonly db: SqlLabDb) {}

  async put(resource: KvResource, value: string, userId: number | null): Promise<{ id: number; uuid: string }> {
    const uuid = crypto.randomUUID();
    const row = await this.db
      .insertInto('key_value')
      .values({ uuid, resource, value, ...createdBy(userId) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), uuid };
  }

  async byId(resource: KvResource, id: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('key_value')
      .select('value')
      .where('id', '=', id)
      .where('resource', '=', resource)
      .executeTakeFirst();
    return row ? (row.value as string) : null;
  }

  async byUuid(resource: KvResource, uuid: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('key_value')
      .select('value')
      .where('uuid', '=', uuid)
      .where('resource', '=', resource)
      .executeTakeFirst();
    return row ? (row.value as string) : null;
  }
}
