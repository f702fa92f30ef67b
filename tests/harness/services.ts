import net from 'node:net';

/** The services `npm test` talks to for real, and how to start each one on this kind of machine. */
export const SERVICES = [
  {
    name: 'PostgreSQL',
    host: '127.0.0.1',
    port: 5432,
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  },
  {
    name: 'MariaDB',
    host: '127.0.0.1',
    port: 3306,
    start: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd',
  },
  {
    name: 'Redis',
    host: '127.0.0.1',
    port: 6379,
    start:
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  },
] as const;

export const PG_URL = process.env.LOUPE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
export const MYSQL_URL = process.env.LOUPE_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
export const REDIS_URL = process.env.LOUPE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function canConnect(host: string, port: number, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Throws with a message naming every stopped service and the command that starts it. */
export async function assertServicesRunning(): Promise<void> {
  const missing: string[] = [];
  for (const s of SERVICES) {
    if (!(await canConnect(s.host, s.port)))
      missing.push(`${s.name} is not answering on ${s.host}:${s.port}. Start it with:\n  ${s.start}`);
  }
  if (missing.length > 0) {
    throw new Error(`Loupe's tests use real services and none is skipped.\n${missing.join('\n')}`);
  }
}
