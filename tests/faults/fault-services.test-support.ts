import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Private PostgreSQL clusters and Redis servers for the fault drills: each on a free port of its
 * own, in a temporary folder, stopped and started at will. The machine's shared PostgreSQL,
 * MariaDB and Redis are never touched.
 */

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function pgBin(name: string): string {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) throw new Error(`The fault drills need PostgreSQL's server binaries under ${root}`);
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin', name);
    if (fs.existsSync(bin)) return bin;
  }
  throw new Error(`No ${name} under ${root}/*/bin`);
}

/** Runs a PostgreSQL binary as the `postgres` user (the server refuses to run as root). */
function asPostgres(bin: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

export interface PgCluster {
  port: number;
  /** `postgresql://postgres@127.0.0.1:<port>/<db>` */
  url(db?: string): string;
  createDatabase(name: string): Promise<void>;
  query(sql: string, db?: string): Promise<pg.QueryResult>;
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  restart(mode: 'fast' | 'immediate'): void;
  destroy(): void;
}

export async function startPgCluster(): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-faults-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  fs.mkdirSync(data, { mode: 0o700 });
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  asPostgres(pgBin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const pgCtl = pgBin('pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => void asPostgres(pgCtl, ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = (mode: string) => void asPostgres(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  const url = (db = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${db}`;
  const query = async (sql: string, db?: string) => {
    const c = new pg.Client({ connectionString: url(db) });
    c.on('error', () => undefined);
    await c.connect();
    try {
      return await c.query(sql);
    } finally {
      await c.end().catch(() => undefined);
    }
  };
  return {
    port,
    url,
    query,
    createDatabase: async (name) => void (await query(`CREATE DATABASE ${name}`)),
    stop,
    start,
    restart(mode) {
      stop(mode);
      start();
    },
    destroy() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisServer {
  port: number;
  url: string;
  /** SIGKILL: what a crash or an OOM kill does (no persistence: its data is gone). */
  kill(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

async function waitForPort(port: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect({ host: '127.0.0.1', port });
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`Nothing listens on port ${port} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-faults-redis-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    await waitForPort(port);
  };
  const kill = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((resolve) => c.once('exit', resolve));
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    async destroy() {
      await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `probe` until it answers true; resolves with the milliseconds it took. */
export async function timeUntil(probe: () => Promise<boolean>, ms = 60_000, everyMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`Not recovered within ${ms} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
