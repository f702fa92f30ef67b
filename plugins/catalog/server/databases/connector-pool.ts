import path from 'node:path';
import { inject, injectable } from 'tsyringe';
import { token } from '../../../../core/di/token.ts';
import { ILoupeConfig, ISecretBox } from '../../../../server/host/tokens.ts';
import { IMetadataDb } from '../../../../server/store/store.ts';
import type { Connector } from '../../../../server/engine/connectors/connector.ts';
import { connectorForUri, filePath } from '../../../../server/engine/connectors/registry.ts';
import { formatUri, parseUri } from '../../../../server/engine/connectors/uri.ts';
import { openSshTunnel, type SshTunnel, type SshTunnelSpec } from '../../../../server/engine/connectors/ssh-tunnel.ts';
import { ISshTunnels } from './ssh-tunnels.ts';
import type { DatabaseRow } from './database-row.ts';
import { assertSafeDatabaseUri, examplesFileOf, uriSafetyOf, type DatabaseUriSafety } from './database-uri-safety.ts';
import { withPassword } from './database-uri.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';

/**
 * One live connector (with its connection pool) per registered database, created on first use
 * and replaced when the database's settings change. Shutdown closes them all. No connector is
 * ever made for a SQLite or DuckDB file in Loupe's data folder (or the metadata store itself),
 * other than the examples, whatever the stored row says (written before the create/update check,
 * imported, or edited in the store): an engine opening the metadata file in this process would
 * release SQLite's locks on it.
 */
export interface IConnectorPool {
  forDatabase(id: number): Promise<{ row: DatabaseRow; connector: Connector }>;
  /** A short-lived connector for a connection that is not saved (test_connection). */
  ephemeral(uri: string): Connector;
  /**
   * A connector reaching `uri` through an SSH tunnel opened for it (or directly without one);
   * closing the connector closes its tunnel.
   */
  connect(uri: string, tunnel: SshTunnelSpec | null): Promise<Connector>;
  invalidate(id: number): Promise<void>;
  closeAll(): Promise<void>;
}
export const IConnectorPool = token<IConnectorPool>('catalog/IConnectorPool');

export class DatabaseNotFoundError extends Error {
  override readonly name = 'DatabaseNotFoundError';
}

@injectable()
export class ConnectorPool implements IConnectorPool {
  private readonly live = new Map<number, { key: string; connector: Promise<Connector> }>();
  private readonly tunnelOf = new WeakMap<Connector, SshTunnel>();
  private readonly dataDir: string;
  private readonly uriSafety: DatabaseUriSafety;

  constructor(
    @inject(IMetadataDb) private readonly db: CatalogDb,
    @inject(ISecretBox) private readonly secrets: ISecretBox,
    @inject(ILoupeConfig) config: ILoupeConfig,
    @inject(ISshTunnels) private readonly tunnels: ISshTunnels,
  ) {
    this.dataDir = config.dataDir;
    // Files on the server as such are the create/update check's business (PREVENT_UNSAFE_DB_CONNECTIONS).
    this.uriSafety = { ...uriSafetyOf(config), preventUnsafe: false };
  }

  async forDatabase(id: number) {
    const row = (await this.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst()) as
      DatabaseRow | undefined;
    if (!row) throw new DatabaseNotFoundError(`Database ${id} not found`);
    const uri = withPassword(row.sqlalchemy_uri, row.password ? this.secrets.decrypt(row.password) : null);
    const tunnel = await this.tunnels.of(id);
    const key = `${uri}|${row.changed_on}|${tunnel ? `${tunnel.id}@${tunnel.changed_on}` : ''}`;
    const cached = this.live.get(id);
    if (cached?.key === key) return { row, connector: await cached.connector };
    // One connector (and so one tunnel) a database: concurrent callers share the one being opened.
    const connector = this.connect(uri, tunnel);
    this.live.set(id, { key, connector });
    const forget = () => {
      if (this.live.get(id)?.connector !== connector) return;
      this.live.delete(id);
      void closeQuietly(connector);
    };
    // A tunnel the SSH server or the network dropped takes its connector with it: the next use reopens both.
    connector.then((c) => this.tunnelOf.get(c)?.ended.then(forget), forget);
    if (cached) await closeQuietly(cached.connector);
    return { row, connector: await connector };
  }

  async connect(uri: string, tunnel: SshTunnelSpec | null): Promise<Connector> {
    if (!tunnel) return this.ephemeral(uri);
    const target = parseUri(uri);
    assertSafeDatabaseUri(uri, this.uriSafety);
    const open = await openSshTunnel(tunnel, { host: target.host ?? '127.0.0.1', port: target.port! });
    let connector: Connector;
    try {
      connector = this.ephemeral(formatUri({ ...target, host: '127.0.0.1', port: open.localPort }, dialectOf(uri)));
    } catch (err) {
      await open.close();
      throw err;
    }
    this.tunnelOf.set(connector, open);
    const closeEngine = connector.close.bind(connector);
    connector.close = async () => {
      try {
        await closeEngine();
      } finally {
        await open.close();
      }
    };
    return connector;
  }

  ephemeral(uri: string): Connector {
    const parsed = parseUri(uri);
    assertSafeDatabaseUri(uri, this.uriSafety);
    // The examples are only read: opened read-only, so every process of a host can open them
    // (DuckDB allows many read-only openers, but a read-write one locks out every other process).
    const examples =
      parsed.backend === 'duckdb' &&
      filePath(parsed.database, this.dataDir) === path.resolve(examplesFileOf(this.dataDir));
    return connectorForUri(uri, { dataDir: this.dataDir, ...(examples ? { readOnly: true } : {}) });
  }

  async invalidate(id: number) {
    const cached = this.live.get(id);
    this.live.delete(id);
    if (cached) await closeQuietly(cached.connector);
  }

  async closeAll() {
    const all = [...this.live.values()];
    this.live.clear();
    await Promise.allSettled(all.map((c) => closeQuietly(c.connector)));
  }
}

async function closeQuietly(connector: Promise<Connector>): Promise<void> {
  await connector.then((c) => c.close()).catch(() => undefined);
}

/** The URI's own dialect word (`postgresql+psycopg2`'s `postgresql`, `mariadb`), kept when rewritten. */
function dialectOf(uri: string): string {
  return /^([A-Za-z][A-Za-z0-9]*)/.exec(uri)![1]!;
}
