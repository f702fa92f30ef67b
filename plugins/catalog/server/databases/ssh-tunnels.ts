import crypto from 'node:crypto';
import { inject, injectable } from 'tsyringe';
import { token } from '../../../../core/di/token.ts';
import type { SshTunnelSpec } from '../../../../server/engine/connectors/ssh-tunnel.ts';
import { parseUri } from '../../../../server/engine/connectors/uri.ts';
import { badRequest, unprocessable } from '../../../../server/http/errors.ts';
import { ILoupeConfig, ISecretBox } from '../../../../server/host/tokens.ts';
import { toStoredDatetime } from '../../../../server/rest/wire-format.ts';
import { IMetadataDb } from '../../../../server/store/store.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';
import { PASSWORD_MASK } from './database-uri.ts';

const SECRETS = ['password', 'private_key', 'private_key_password'] as const;
const REQUIRED = ['server_address', 'server_port', 'username'] as const;

/** The `ssh_tunnel` of a database body (Superset's DatabaseSSHTunnel schema). */
export const sshTunnelBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    id: { type: ['integer', 'null'] },
    uuid: { type: ['string', 'null'] },
    server_address: { type: 'string', minLength: 1, maxLength: 256 },
    server_port: { type: 'integer', minimum: 1, maximum: 65535 },
    username: { type: 'string', minLength: 1, maxLength: 256 },
    password: { type: ['string', 'null'] },
    private_key: { type: ['string', 'null'] },
    private_key_password: { type: ['string', 'null'] },
  },
} as const;

export type SshTunnelBody = Partial<Omit<SshTunnelSpec, 'server_port'>> & { server_port?: number; id?: number | null };

/** A stored tunnel, its secrets decrypted (for connecting, never for answers). */
export type StoredSshTunnel = SshTunnelSpec & { id: number; changed_on: string };

/** The tunnel as an answer shows it: each secret it has replaced by the mask. */
export function maskedTunnel(t: StoredSshTunnel | SshTunnelSpec): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...('id' in t ? { id: t.id } : {}),
    server_address: t.server_address,
    server_port: t.server_port,
    username: t.username,
  };
  for (const k of SECRETS) if (t[k]) out[k] = PASSWORD_MASK;
  return out;
}

export const SSH_TUNNELING_DISABLED = 'SSH Tunneling is not enabled';

/** Reads, checks and writes databases' SSH tunnels (`ssh_tunnels`), secrets through ISecretBox. */
export interface ISshTunnels extends SshTunnels {}
export const ISshTunnels = token<ISshTunnels>('catalog/ISshTunnels');

@injectable()
export class SshTunnels {
  private readonly enabled: boolean;

  constructor(
    @inject(IMetadataDb) private readonly db: CatalogDb,
    @inject(ISecretBox) private readonly secrets: ISecretBox,
    @inject(ILoupeConfig) config: ILoupeConfig,
  ) {
    this.enabled = config.featureFlags.SSH_TUNNELING === true;
  }

  /** Whether the SSH_TUNNELING feature flag is on. */
  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Superset's 400 for a body naming a tunnel while the SSH_TUNNELING flag is off. */
  assertAllowed(body: { ssh_tunnel?: unknown }): void {
    if (body.ssh_tunnel && !this.enabled) throw badRequest(SSH_TUNNELING_DISABLED);
  }

  async of(databaseId: number): Promise<StoredSshTunnel | null> {
    const row = await this.db
      .selectFrom('ssh_tunnels')
      .selectAll()
      .where('database_id', '=', databaseId)
      .executeTakeFirst();
    if (!row) return null;
    const open = (v: string | null) => (v ? this.secrets.decrypt(v) : null);
    return {
      id: row.id,
      changed_on: String(row.changed_on ?? ''),
      server_address: row.server_address,
      server_port: row.server_port,
      username: row.username,
      password: open(row.password),
      private_key: open(row.private_key),
      private_key_password: open(row.private_key_password),
    };
  }

  /**
   * The tunnel a body asks for, checked as Superset's commands do (422), merged over the stored
   * one: a masked secret keeps the stored secret, and a new password drops a stored key (and back).
   */
  resolve(body: SshTunnelBody, uri: string, stored: StoredSshTunnel | null): SshTunnelSpec {
    let port: number | undefined;
    try {
      port = parseUri(uri).port;
    } catch {
      port = undefined;
    }
    if (port === undefined) throw badRequest('A database port is required when connecting via SSH Tunnel.');
    const given = { ...body } as Record<string, unknown>;
    for (const k of SECRETS) if (given[k] === PASSWORD_MASK) given[k] = stored?.[k] ?? null;
    const merged: Record<string, unknown> = { ...(stored ?? {}) };
    if (given.password) Object.assign(merged, { private_key: null, private_key_password: null });
    if (given.private_key) merged.password = null;
    for (const [k, v] of Object.entries(given)) if (v !== undefined && k !== 'id' && k !== 'uuid') merged[k] = v;
    const missing = REQUIRED.filter((k) => merged[k] === undefined || merged[k] === null || merged[k] === '');
    if (missing.length) throw unprocessable(Object.fromEntries(missing.map((k) => [k, ['Field is required']])));
    if (!merged.password && !merged.private_key) throw unprocessable('Must provide credentials for the SSH Tunnel');
    if (merged.password && merged.private_key)
      throw unprocessable('Cannot have multiple credentials for the SSH Tunnel');
    return {
      server_address: merged.server_address as string,
      server_port: merged.server_port as number,
      username: merged.username as string,
      password: (merged.password as string | null | undefined) ?? null,
      private_key: (merged.private_key as string | null | undefined) ?? null,
      private_key_password: merged.private_key
        ? ((merged.private_key_password as string | null | undefined) ?? null)
        : null,
    };
  }

  /** Writes (or, with null, removes) a database's tunnel inside the caller's transaction. */
  async save(trx: CatalogDb, databaseId: number, spec: SshTunnelSpec | null, userId: number): Promise<void> {
    if (!spec) {
      await trx.deleteFrom('ssh_tunnels').where('database_id', '=', databaseId).execute();
      return;
    }
    const seal = (v: string | null | undefined) => (v ? this.secrets.encrypt(v) : null);
    const now = toStoredDatetime(new Date());
    const values = {
      server_address: spec.server_address,
      server_port: spec.server_port,
      username: spec.username,
      password: seal(spec.password),
      private_key: seal(spec.private_key),
      private_key_password: seal(spec.private_key_password),
      changed_on: now,
      changed_by_fk: userId,
    };
    const updated = await trx
      .updateTable('ssh_tunnels')
      .set(values)
      .where('database_id', '=', databaseId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    await trx
      .insertInto('ssh_tunnels')
      .values({
        ...values,
        uuid: crypto.randomUUID(),
        database_id: databaseId,
        created_on: now,
        created_by_fk: userId,
      })
      .execute();
  }
}
