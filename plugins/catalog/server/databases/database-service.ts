import crypto from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import { inject, injectable } from 'tsyringe';
import { token } from '../../../../core/di/token.ts';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import { buildUri, parseUri } from '../../../../server/engine/connectors/uri.ts';
import { ISecretBox } from '../../../../server/host/tokens.ts';
import { IMetadataDb } from '../../../../server/store/store.ts';
import { ApiError, badRequest, notFound, supersetErrors, unprocessable } from '../../../../server/http/errors.ts';
import { toStoredDatetime } from '../../../../server/rest/wire-format.ts';
import { ensurePermissionView } from '../../../../server/security/role-sync.ts';
import { databasePerm } from '../../shared/index.ts';
import { IConnectorPool } from './connector-pool.ts';
import type { DatabaseBody } from './database-body-schema.ts';
import type { DatabaseRow } from './database-row.ts';
import { masked, PASSWORD_MASK, splitPassword, withPassword } from './database-uri.ts';
import { connectionErrorBody } from './connection-errors.ts';
import { extraError, isPemCertificate } from './database-body-checks.ts';
import { ISshTunnels, maskedTunnel, type StoredSshTunnel } from './ssh-tunnels.ts';
import type { SshTunnelSpec } from '../../../../server/engine/connectors/ssh-tunnel.ts';
import type { CatalogDb, DbsTable } from '../migrations/catalog-tables.ts';
import { platformDb } from '../../../../server/store/platform-tables.ts';

const COPIED = [
  'cache_timeout',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'force_ctas_schema',
  'impersonate_user',
  'server_cert',
  'is_managed_externally',
  'external_url',
  'verbose_name',
  'configuration_method',
] as const;

/** The fields of `body` named in `keys` that it gives (undefined left out). */
function definedOf<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) as Partial<Pick<T, K>>;
}

/** The catalog's database service, as the CLI host hands it to `loupe db …`. */
export interface IDatabaseService extends DatabaseService {}
export const IDatabaseService = token<IDatabaseService>('catalog/IDatabaseService');

/** Creates, edits and removes database connections, keeping their access permission in step. */
@injectable()
export class DatabaseService {
  constructor(
    @inject(IMetadataDb) private readonly db: CatalogDb,
    @inject(ISecretBox) private readonly secrets: ISecretBox,
    @inject(IConnectorPool) private readonly pool: IConnectorPool,
    @inject(ISshTunnels) private readonly tunnels: ISshTunnels,
  ) {}

  /** Whether databases may be reached through SSH tunnels (the SSH_TUNNELING flag). */
  get sshTunnelingEnabled(): boolean {
    return this.tunnels.isEnabled;
  }

  /** 400 "SSH Tunneling is not enabled" for a body with a tunnel while SSH_TUNNELING is off. */
  assertTunnelAllowed(body: DatabaseBody): void {
    this.tunnels.assertAllowed(body);
  }

  /** The tunnel a create/update/test body ends with: none, the stored one, or the body's (checked). */
  tunnelOf(body: DatabaseBody, uri: string, stored: StoredSshTunnel | null): SshTunnelSpec | null {
    this.tunnels.assertAllowed(body);
    if (body.ssh_tunnel === null) return null;
    if (body.ssh_tunnel === undefined) return stored;
    return this.tunnels.resolve(body.ssh_tunnel, uri, stored);
  }

  storedTunnel(databaseId: number): Promise<StoredSshTunnel | null> {
    return this.tunnels.of(databaseId);
  }

  /** The full URI a body describes (typed, or built from dynamic-form parameters). */
  uriOf(body: DatabaseBody, stored?: DatabaseRow): string {
    let uri = body.sqlalchemy_uri;
    if (!uri && body.parameters && body.engine) {
      try {
        uri = buildUri(body.engine as never, body.parameters as never);
      } catch (err) {
        throw badRequest({ parameters: [(err as Error).message] });
      }
    }
    if (!uri) {
      if (stored)
        return withPassword(stored.sqlalchemy_uri, stored.password ? this.secrets.decrypt(stored.password) : null);
      throw badRequest({ sqlalchemy_uri: ['Missing data for required field.'] });
    }
    try {
      parseUri(uri);
    } catch (err) {
      throw badRequest({ sqlalchemy_uri: [(err as Error).message] });
    }
    // A masked password means "keep the stored one".
    if (stored && parseUri(uri).password === PASSWORD_MASK) {
      uri = withPassword(splitPassword(uri).uri, stored.password ? this.secrets.decrypt(stored.password) : null);
    }
    return uri;
  }

  /**
   * Superset's schema checks of a body's `extra` (a JSON object whose `metadata_params` are
   * SQLAlchemy MetaData arguments) and `server_cert` (a PEM certificate): 400, field by field.
   */
  validateBody(body: Pick<DatabaseBody, 'extra' | 'server_cert'>): void {
    const errors: Record<string, string[]> = {};
    const extra = extraError(body.extra);
    if (extra) errors.extra = [extra];
    if (body.server_cert && !isPemCertificate(body.server_cert)) errors.server_cert = ['Invalid certificate'];
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  }

  /** Connects and runs a trivial query; throws the 422 SIP-40 answer Superset gives. */
  async testUri(uri: string, tunnel: SshTunnelSpec | null = null): Promise<void> {
    const connector = tunnel
      ? await this.pool.connect(uri, tunnel).catch((err: unknown) => {
          throw this.connectionFailure(err);
        })
      : this.pool.ephemeral(uri);
    try {
      await connector.testConnection();
    } catch (err) {
      throw this.connectionFailure(err);
    } finally {
      await connector.close().catch(() => undefined);
    }
  }

  connectionFailure(err: unknown): ApiError {
    if (err instanceof ConnectorError) return supersetErrors(422, [connectionErrorBody(err)]);
    return unprocessable('Connection failed, please check your connection settings');
  }

  async create(body: DatabaseBody, userId: number): Promise<{ id: number; result: Record<string, unknown> }> {
    this.tunnels.assertAllowed(body);
    this.validateBody(body);
    const uri = this.uriOf(body);
    const tunnel = this.tunnelOf(body, uri, null);
    await this.assertNameFree(body.database_name!);
    await this.testUri(uri, tunnel);
    const { uri: stored, password } = splitPassword(uri);
    const now = toStoredDatetime(new Date());
    const values: Insertable<DbsTable> = {
      uuid: body.uuid ?? crypto.randomUUID(),
      database_name: body.database_name!,
      sqlalchemy_uri: stored,
      password: password ? this.secrets.encrypt(password) : null,
      extra: body.extra ?? JSON.stringify({ allows_virtual_table_explore: true }),
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    };
    Object.assign(values, definedOf(body, COPIED));
    if (body.masked_encrypted_extra) values.encrypted_extra = this.secrets.encrypt(body.masked_encrypted_extra);
    const id = await this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('dbs').values(values).returning('id').executeTakeFirstOrThrow();
      await ensurePermissionView(
        platformDb(trx),
        'database_access',
        databasePerm({ database_name: body.database_name!, id: id as number }),
      );
      if (tunnel) await this.tunnels.save(trx, id as number, tunnel, userId);
      return id as number;
    });
    return { id, result: this.echo(body, stored, Boolean(password), values.uuid as string, tunnel) };
  }

  async update(
    id: number,
    body: DatabaseBody,
    userId: number,
  ): Promise<{ id: number; result: Record<string, unknown> }> {
    this.tunnels.assertAllowed(body);
    const row = await this.row(id);
    this.validateBody(body);
    if (body.database_name && body.database_name !== row.database_name) await this.assertNameFree(body.database_name);
    const changes: Updateable<DbsTable> = { changed_on: toStoredDatetime(new Date()), changed_by_fk: userId };
    let storedUri = row.sqlalchemy_uri;
    let hasPassword = Boolean(row.password);
    const storedTunnel = await this.tunnels.of(id);
    const currentUri = withPassword(row.sqlalchemy_uri, row.password ? this.secrets.decrypt(row.password) : null);
    const newUri = body.sqlalchemy_uri || body.parameters ? this.uriOf(body, row) : currentUri;
    const tunnel = this.tunnelOf(body, newUri, storedTunnel);
    const tunnelChanged = body.ssh_tunnel !== undefined && !sameTunnel(tunnel, storedTunnel);
    if (newUri !== currentUri || (tunnelChanged && tunnel)) await this.testUri(newUri, tunnel);
    if (body.sqlalchemy_uri || body.parameters) {
      const uri = newUri;
      const split = splitPassword(uri);
      storedUri = split.uri;
      hasPassword = Boolean(split.password);
      changes.sqlalchemy_uri = split.uri;
      changes.password = split.password ? this.secrets.encrypt(split.password) : null;
    }
    Object.assign(changes, definedOf(body, COPIED));
    if (body.database_name !== undefined) changes.database_name = body.database_name;
    if (body.extra !== undefined) changes.extra = body.extra;
    if (body.masked_encrypted_extra) changes.encrypted_extra = this.secrets.encrypt(body.masked_encrypted_extra);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('dbs').set(changes).where('id', '=', id).execute();
      if (tunnelChanged) await this.tunnels.save(trx, id, tunnel, userId);
      if (body.database_name && body.database_name !== row.database_name) {
        await renameView(trx, databasePerm(row), databasePerm({ id, database_name: body.database_name }));
        await renameDatasetPerms(trx, id, row.database_name, body.database_name);
      }
    });
    await this.pool.invalidate(id);
    return { id, result: this.echo(body, storedUri, hasPassword, row.uuid, tunnel) };
  }

  async delete(id: number): Promise<void> {
    const row = await this.row(id);
    const datasets = await this.db
      .selectFrom('tables')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('database_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(datasets.n) > 0) throw unprocessable('Cannot delete a database that has datasets attached');
    await this.db.transaction().execute(async (trx) => {
      await this.tunnels.save(trx, id, null, 0);
      await trx.deleteFrom('dbs').where('id', '=', id).execute();
      await trx.deleteFrom('ab_view_menu').where('name', '=', databasePerm(row)).execute();
    });
    await this.pool.invalidate(id);
  }

  async row(id: number): Promise<DatabaseRow> {
    const row = (await this.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst()) as
      DatabaseRow | undefined;
    if (!row) throw notFound();
    return row;
  }

  private async assertNameFree(name: string): Promise<void> {
    const taken = await this.db.selectFrom('dbs').select('id').where('database_name', '=', name).executeTakeFirst();
    // Superset's DatabaseExistsValidationError carries one string, not a list.
    if (taken) throw new ApiError(422, { message: { database_name: 'A database with the same name already exists.' } });
  }

  private echo(
    body: DatabaseBody,
    storedUri: string,
    hasPassword: boolean,
    uuid: string,
    tunnel: SshTunnelSpec | null,
  ): Record<string, unknown> {
    const { parameters: _p, masked_encrypted_extra: _m, ssh_tunnel: _t, ...rest } = body;
    return {
      ...rest,
      sqlalchemy_uri: masked(storedUri, hasPassword),
      uuid,
      ...(body.ssh_tunnel !== undefined ? { ssh_tunnel: tunnel ? maskedTunnel(tunnel) : null } : {}),
    };
  }
}

async function renameView(db: CatalogDb, from: string, to: string): Promise<void> {
  await db.updateTable('ab_view_menu').set({ name: to }).where('name', '=', from).execute();
}

/** Dataset permission names embed the database name: `[db].[table](id:N)`, `[db].[schema]`. */
async function renameDatasetPerms(db: CatalogDb, databaseId: number, oldName: string, newName: string): Promise<void> {
  const rows = await db
    .selectFrom('tables')
    .select(['id', 'perm', 'schema_perm'])
    .where('database_id', '=', databaseId)
    .execute();
  for (const r of rows) {
    const perm = (r.perm as string | null)?.replace(`[${oldName}].`, `[${newName}].`) ?? null;
    const schemaPerm = (r.schema_perm as string | null)?.replace(`[${oldName}].`, `[${newName}].`) ?? null;
    if (r.perm && perm) await renameView(db, r.perm as string, perm);
    if (r.schema_perm && schemaPerm) await renameView(db, r.schema_perm as string, schemaPerm);
    await db.updateTable('tables').set({ perm, schema_perm: schemaPerm }).where('id', '=', r.id).execute();
  }
}

function sameTunnel(a: SshTunnelSpec | null, b: SshTunnelSpec | null): boolean {
  if (!a || !b) return a === b;
  const keys = [
    'server_address',
    'server_port',
    'username',
    'password',
    'private_key',
    'private_key_password',
  ] as const;
  return keys.every((k) => (a[k] ?? null) === (b[k] ?? null));
}
