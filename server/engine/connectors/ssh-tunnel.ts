import net from 'node:net';
import { Client, type ConnectConfig } from 'ssh2';
import { ConnectorError } from './connector-error.ts';

/** Where and how to log in to the SSH server a database is reached through (Superset's SSHTunnel). */
export interface SshTunnelSpec {
  server_address: string;
  server_port: number;
  username: string;
  password?: string | null;
  private_key?: string | null;
  private_key_password?: string | null;
}

/** A local port forwarded, through the SSH server, to the database's host and port. */
export interface SshTunnel {
  readonly localPort: number;
  /** Settles when the SSH connection ends, closed here or dropped by the server or the network. */
  readonly ended: Promise<void>;
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;

/**
 * Logs in to the SSH server and listens on 127.0.0.1 (a free port): each connection to it is
 * forwarded to `target` as the SSH server sees it. Rejects when the login fails.
 */
export async function openSshTunnel(spec: SshTunnelSpec, target: { host: string; port: number }): Promise<SshTunnel> {
  const client = new Client();
  const login: ConnectConfig = {
    host: spec.server_address,
    port: spec.server_port,
    username: spec.username,
    readyTimeout: READY_TIMEOUT_MS,
    ...(spec.private_key
      ? {
          privateKey: spec.private_key,
          ...(spec.private_key_password ? { passphrase: spec.private_key_password } : {}),
        }
      : { password: spec.password ?? '' }),
  };
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('error', reject);
    try {
      client.connect(login);
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  }).catch((err: unknown) => {
    client.end();
    throw tunnelError(spec, err);
  });
  let closed = false;
  let ended!: () => void;
  const endedPromise = new Promise<void>((resolve) => (ended = resolve));
  client.on('error', () => undefined);
  const onEnd = () => {
    if (closed) return;
    closed = true;
    for (const s of sockets) s.destroy();
    server.close();
    ended();
  };
  client.on('end', onEnd);
  client.on('close', onEnd);

  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (closed) return socket.destroy();
    client.forwardOut('127.0.0.1', socket.localPort ?? 0, target.host, target.port, (err, stream) => {
      if (err) return socket.destroy();
      stream.on('error', () => socket.destroy());
      socket.pipe(stream).pipe(socket);
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
  } catch (err) {
    client.end();
    throw err;
  }
  return {
    localPort: (server.address() as net.AddressInfo).port,
    ended: endedPromise,
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      client.end();
    },
  };
}

/** A failed login or an unreachable SSH server, as a connection error the API explains (422). */
function tunnelError(spec: SshTunnelSpec, err: unknown): ConnectorError {
  const e = err as Error & { level?: string };
  const type = e.level === 'client-authentication' ? 'CONNECTION_ACCESS_DENIED_ERROR' : 'CONNECTION_HOST_DOWN_ERROR';
  return new ConnectorError(
    type,
    `SSH tunnel to ${spec.server_address}:${spec.server_port} failed: ${e.message}`,
    {},
    {
      cause: err,
    },
  );
}
