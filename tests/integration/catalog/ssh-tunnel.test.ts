import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { MYSQL_URL, PG_URL } from '../../harness/services.ts';
import { startTestSshd, type TestSshd } from '../../harness/sshd.ts';

const MASK = 'XXXXXXXXXX';
/** This machine's PostgreSQL as the SSH server sees it (the URI needs its port with a tunnel). */
const withPort = (url: string, port: string) => {
  const u = new URL(url);
  if (!u.port) u.port = port;
  return u.toString();
};
const pgUri = withPort(PG_URL, '5432');
const mysqlUri = withPort(MYSQL_URL, '3306');

let sshd: TestSshd;
let off: BootedLoupe;
let on: BootedLoupe;
let offAdmin: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  sshd = await startTestSshd();
  off = await bootLoupe();
  offAdmin = await off.login();
  on = await bootLoupe({ config: { featureFlags: { SSH_TUNNELING: true } } });
  admin = await on.login();
}, 120_000);

afterAll(async () => {
  await off?.close();
  await on?.close();
  await sshd?.close();
});

const tunnelByPassword = () => ({
  server_address: '127.0.0.1',
  server_port: sshd.port,
  username: sshd.user,
  password: sshd.password,
});

async function databaseNamed(h: BootedLoupe, name: string) {
  return h.loupe.store.db.selectFrom('dbs').select('id').where('database_name', '=', name).executeTakeFirst();
}

/** sshd's log lines for connections it forwarded to the host and port of `uri`. */
const forwardsTo = (uri: string) => {
  const u = new URL(uri);
  const target = ` target ${u.hostname} port ${u.port}`;
  return sshd
    .log()
    .split('\n')
    .filter((l) => l.includes('server_request_direct_tcpip') && l.trimEnd().endsWith(target)).length;
};
const forwardsToPostgres = () => forwardsTo(pgUri);

describe('SSH tunnels without the SSH_TUNNELING flag', () => {
  it('refuses a body with a tunnel (400) and creates nothing', async () => {
    const res = await offAdmin.post('/api/v1/database/', {
      database_name: 'tunnel-off',
      sqlalchemy_uri: pgUri,
      ssh_tunnel: tunnelByPassword(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'SSH Tunneling is not enabled' });
    expect(await databaseNamed(off, 'tunnel-off')).toBeUndefined();
    const test = await offAdmin.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: pgUri,
      ssh_tunnel: tunnelByPassword(),
    });
    expect(test.status).toBe(400);
    expect(test.body).toEqual({ message: 'SSH Tunneling is not enabled' });
  });

  it('refuses a tunnel on update, leaving the database as it was', async () => {
    const created = await offAdmin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'plain-off',
      sqlalchemy_uri: pgUri,
    });
    expect(created.status).toBe(201);
    const res = await offAdmin.put(`/api/v1/database/${created.body.id}`, {
      database_name: 'renamed-off',
      ssh_tunnel: tunnelByPassword(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'SSH Tunneling is not enabled' });
    expect(await databaseNamed(off, 'plain-off')).toBeDefined();
    expect(await off.loupe.store.db.selectFrom('ssh_tunnels').selectAll().execute()).toEqual([]);
  });
});

describe('SSH tunnels with the SSH_TUNNELING flag', () => {
  it('offers tunnels to PostgreSQL and MySQL in available/, and to no file engine', async () => {
    const res = await admin.get<{
      databases: { engine: string; engine_information: { disable_ssh_tunneling: boolean } }[];
    }>('/api/v1/database/available/');
    const disabled = Object.fromEntries(
      res.body.databases.map((d) => [d.engine, d.engine_information.disable_ssh_tunneling]),
    );
    expect(disabled).toEqual(expect.objectContaining({ postgresql: false, mysql: false, sqlite: true }));
  });

  let id: number;

  it('tests a connection through a tunnel, and explains a refused login', async () => {
    const ok = await admin.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: pgUri,
      ssh_tunnel: tunnelByPassword(),
    });
    expect(ok.body).toEqual({ message: 'OK' });
    const refused = await admin.post<{ errors: { error_type: string }[] }>('/api/v1/database/test_connection/', {
      sqlalchemy_uri: pgUri,
      ssh_tunnel: { ...tunnelByPassword(), password: 'not-the-password' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]!.error_type).toBe('CONNECTION_ACCESS_DENIED_ERROR');
  });

  it('reaches MariaDB through a tunnel too', async () => {
    const toMysql = () => forwardsTo(mysqlUri);
    const before = toMysql();
    const ok = await admin.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: mysqlUri,
      ssh_tunnel: tunnelByPassword(),
    });
    expect(ok.body).toEqual({ message: 'OK' });
    expect(toMysql()).toBeGreaterThan(before);
  });

  it('creates a database behind a tunnel, never echoing a secret, and stores them encrypted', async () => {
    const before = forwardsToPostgres();
    const res = await admin.post<{ id: number; result: { ssh_tunnel: Record<string, unknown> } }>('/api/v1/database/', {
      database_name: 'behind-ssh',
      sqlalchemy_uri: pgUri,
      ssh_tunnel: tunnelByPassword(),
    });
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body.result.ssh_tunnel).toEqual({
      server_address: '127.0.0.1',
      server_port: sshd.port,
      username: sshd.user,
      password: MASK,
    });
    expect(JSON.stringify(res.body)).not.toContain(sshd.password);
    // The connection test on create went through the SSH server to PostgreSQL.
    expect(forwardsToPostgres()).toBeGreaterThan(before);

    const conn = await admin.get<{ result: { ssh_tunnel: Record<string, unknown> } }>(
      `/api/v1/database/${id}/connection`,
    );
    expect(conn.body.result.ssh_tunnel).toMatchObject({ server_port: sshd.port, password: MASK });
    expect(JSON.stringify(conn.body)).not.toContain(sshd.password);
    for (const path of [`/api/v1/database/${id}`, '/api/v1/database/'])
      expect(JSON.stringify((await admin.get(path)).body)).not.toContain(sshd.password);
    const show = await admin.get<{ result: { ssh_tunnel: unknown } }>(`/api/v1/database/${id}`);
    expect(show.body.result.ssh_tunnel).toEqual({
      id: expect.any(Number),
      server_address: '127.0.0.1',
      server_port: sshd.port,
      username: sshd.user,
      password: MASK,
    });

    const row = await on.loupe.store.db
      .selectFrom('ssh_tunnels')
      .selectAll()
      .where('database_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^enc:v1:/);
    expect(row.password).not.toContain(sshd.password);
  });

  it('reaches PostgreSQL through one tunnel for the engine pool, closed with it', async () => {
    const before = forwardsToPostgres();
    for (let i = 0; i < 3; i++) {
      const schemas = await admin.get<{ result: string[] }>(`/api/v1/database/${id}/schemas/?q=(force:!t)`);
      expect(schemas.status).toBe(200);
      expect(schemas.body.result).toContain('public');
    }
    expect(forwardsToPostgres()).toBeGreaterThan(before);
    expect(sshd.openConnections()).toBe(1);
    // A tunnel the SSH server drops is reopened (a request racing the drop may still fail).
    sshd.dropConnections();
    await expect.poll(() => sshd.openConnections()).toBe(0);
    await expect
      .poll(async () => (await admin.get(`/api/v1/database/${id}/schemas/?q=(force:!t)`)).status, { timeout: 10_000 })
      .toBe(200);
    expect(sshd.openConnections()).toBe(1);
    // Dropping the tunnel closes the pool and its SSH connection; the database is then reached directly.
    const res = await admin.put<{ result: { ssh_tunnel: unknown } }>(`/api/v1/database/${id}`, { ssh_tunnel: null });
    expect(res.status).toBe(200);
    expect(res.body.result.ssh_tunnel).toBeNull();
    await expect.poll(() => sshd.openConnections()).toBe(0);
    expect(await on.loupe.store.db.selectFrom('ssh_tunnels').selectAll().execute()).toEqual([]);
    expect((await admin.get<{ result: object }>(`/api/v1/database/${id}`)).body.result).not.toHaveProperty(
      'ssh_tunnel',
    );
    const direct = forwardsToPostgres();
    expect((await admin.get(`/api/v1/database/${id}/schemas/?q=(force:!t)`)).status).toBe(200);
    expect(forwardsToPostgres()).toBe(direct);
    expect(sshd.openConnections()).toBe(0);
  });

  it('switches to a private key with its passphrase, both masked; a masked secret keeps the stored one', async () => {
    const res = await admin.put<{ result: { ssh_tunnel: Record<string, unknown> } }>(`/api/v1/database/${id}`, {
      ssh_tunnel: {
        server_address: '127.0.0.1',
        server_port: sshd.port,
        username: sshd.user,
        private_key: sshd.privateKey,
        private_key_password: sshd.privateKeyPassphrase,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.ssh_tunnel).toEqual({
      server_address: '127.0.0.1',
      server_port: sshd.port,
      username: sshd.user,
      private_key: MASK,
      private_key_password: MASK,
    });
    expect(JSON.stringify(res.body)).not.toContain(sshd.privateKeyPassphrase);
    expect(JSON.stringify(res.body)).not.toContain('PRIVATE KEY');
    const row = await on.loupe.store.db
      .selectFrom('ssh_tunnels')
      .selectAll()
      .where('database_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.password).toBeNull();
    expect(row.private_key).toMatch(/^enc:v1:/);
    expect(row.private_key_password).toMatch(/^enc:v1:/);

    const logins = () =>
      sshd
        .log()
        .split('\n')
        .filter((l) => l.includes(`Accepted publickey for ${sshd.user}`)).length;
    const before = logins();
    expect((await admin.get(`/api/v1/database/${id}/schemas/?q=(force:!t)`)).status).toBe(200);
    expect(logins()).toBe(before + 1);

    // The masks sent back (as the edit form does) keep the stored key: the rename works and connects.
    const again = await admin.put(`/api/v1/database/${id}`, {
      database_name: 'behind-ssh-key',
      ssh_tunnel: { ...res.body.result.ssh_tunnel },
    });
    expect(again.status).toBe(200);
    expect((await admin.get(`/api/v1/database/${id}/schemas/?q=(force:!t)`)).status).toBe(200);
    expect(logins()).toBe(before + 2);
  });

  it("refuses incomplete or ambiguous tunnels with Superset's answers, creating nothing", async () => {
    const post = (name: string, ssh_tunnel: Record<string, unknown>, uri = pgUri) =>
      admin.post('/api/v1/database/', { database_name: name, sqlalchemy_uri: uri, ssh_tunnel });
    const { password: _pw, ...noCredentials } = tunnelByPassword();
    const cases: [string, Awaited<ReturnType<typeof post>>, number, unknown][] = [
      [
        'no-credentials',
        await post('no-credentials', noCredentials),
        422,
        { message: 'Must provide credentials for the SSH Tunnel' },
      ],
      [
        'two-credentials',
        await post('two-credentials', { ...tunnelByPassword(), private_key: sshd.privateKey }),
        422,
        { message: 'Cannot have multiple credentials for the SSH Tunnel' },
      ],
      [
        'no-address',
        await post('no-address', { server_port: sshd.port, username: sshd.user, password: 'x' }),
        422,
        { message: { server_address: ['Field is required'] } },
      ],
      [
        'no-db-port',
        await post('no-db-port', tunnelByPassword(), pgUri.replace(/:5432\//, '/')),
        400,
        { message: 'A database port is required when connecting via SSH Tunnel.' },
      ],
      ['wrong-password', await post('wrong-password', { ...tunnelByPassword(), password: 'nope' }), 422, undefined],
    ];
    for (const [name, res, status, body] of cases) {
      expect(res.status, name).toBe(status);
      if (body !== undefined) expect(res.body, name).toEqual(body);
      expect(await databaseNamed(on, name), name).toBeUndefined();
    }
    const badPort = await post('bad-port', { ...tunnelByPassword(), server_port: 70000 });
    expect(badPort.status).toBe(400);
  });

  it('deletes the tunnel with its database', async () => {
    expect((await admin.delete(`/api/v1/database/${id}`)).status).toBe(200);
    expect(await on.loupe.store.db.selectFrom('ssh_tunnels').selectAll().execute()).toEqual([]);
    await expect.poll(() => sshd.openConnections()).toBe(0);
  });
});
