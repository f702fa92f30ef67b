import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SSHD = '/usr/sbin/sshd';
/** The throwaway account the test sshd lets in (created on first use; never a real user). */
export const SSH_USER = 'loupe-ssh-test';

export interface TestSshd {
  port: number;
  user: string;
  password: string;
  /** An OpenSSH private key (encrypted with `privateKeyPassphrase`) the server accepts. */
  privateKey: string;
  privateKeyPassphrase: string;
  /** sshd's own log so far (LogLevel DEBUG1: logins and each forwarded connection). */
  log(): string;
  /** Established TCP connections from this machine to the sshd's port (the tunnels open). */
  openConnections(): number;
  /** Ends every client's SSH connection (kills the sessions sshd forked for them), as a server restart would. */
  dropConnections(): void;
  close(): Promise<void>;
}

/**
 * Starts an sshd of its own on 127.0.0.1 (a free port, its own host key, config and log in a
 * temporary folder) letting one throwaway user in by password or by key. Needs Debian's
 * openssh-server and root (as CI runs); fails loudly without them. The system's sshd and
 * /etc/ssh are left alone.
 */
export async function startTestSshd(): Promise<TestSshd> {
  if (!fs.existsSync(SSHD)) throw new Error(`${SSHD} is missing: apt-get install -y openssh-server (.ci/run does)`);
  if (process.getuid?.() !== 0) throw new Error('the SSH tunnel test starts its own sshd, which needs root');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-sshd-'));
  fs.chmodSync(dir, 0o755);
  const password = `pw-${process.pid}-${Date.now().toString(36)}`;
  const privateKeyPassphrase = `key-${process.pid}`;
  ensureUser(password);
  const keygen = (file: string, passphrase: string) =>
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', passphrase, '-C', 'loupe-test', '-f', file]);
  keygen(path.join(dir, 'host_ed25519'), '');
  keygen(path.join(dir, 'client_ed25519'), privateKeyPassphrase);
  fs.copyFileSync(path.join(dir, 'client_ed25519.pub'), path.join(dir, 'authorized_keys'));
  fs.chmodSync(path.join(dir, 'authorized_keys'), 0o644);
  const port = await freePort();
  const logFile = path.join(dir, 'sshd.log');
  const config = path.join(dir, 'sshd_config');
  fs.writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${path.join(dir, 'host_ed25519')}`,
      `PidFile ${path.join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
      'StrictModes no',
      'UsePAM no',
      'PasswordAuthentication yes',
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      'PermitRootLogin no',
      `AllowUsers ${SSH_USER}`,
      'AllowTcpForwarding yes',
      'X11Forwarding no',
      'LogLevel DEBUG1',
      '',
    ].join('\n'),
  );
  // sshd refuses to start without its privilege separation directory.
  fs.mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const child = spawn(SSHD, ['-D', '-f', config, '-E', logFile], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port, child, logFile);
  return {
    port,
    user: SSH_USER,
    password,
    privateKey: fs.readFileSync(path.join(dir, 'client_ed25519'), 'utf8'),
    privateKeyPassphrase,
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
    openConnections: () => establishedTo(port),
    dropConnections: () => {
      for (const pid of childrenOf(child.pid!)) process.kill(pid, 'SIGTERM');
    },
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The throwaway user, with a fresh password (chpasswd); `useradd` only the first time. */
function ensureUser(password: string): void {
  try {
    execFileSync('id', [SSH_USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--no-create-home', '--shell', '/usr/sbin/nologin', SSH_USER]);
  }
  execFileSync('chpasswd', { input: `${SSH_USER}:${password}\n` });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, logFile: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  throw new Error(`the test sshd did not start on port ${port}:\n${log}`);
}

/** The processes whose parent is `pid` (from /proc/<pid>/stat). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Established IPv4 TCP connections whose remote end is 127.0.0.1:`port` (from /proc/net/tcp). */
function establishedTo(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f[2] === `0100007F:${hexPort}` && f[3] === '01').length;
}
