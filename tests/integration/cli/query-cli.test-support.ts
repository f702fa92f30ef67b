import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { main } from '../../../cli/main.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `loupe …` in this process with captured output (standard error is not a terminal: no progress line). */
export async function loupeCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (d) => (stdout += d));
  err.on('data', (d) => (stderr += d));
  const code = await main(['node', 'loupe', ...args], { out, err, env });
  return { code, stdout, stderr };
}

export interface ChildOptions {
  env: NodeJS.ProcessEnv;
  stdin?: string;
  /** Called with each chunk of standard output instead of keeping it (for very large outputs). */
  onStdout?: (chunk: Buffer) => void;
  /** Called once the process has started. */
  onStart?: (child: ReturnType<typeof spawn>) => void;
}

export interface ChildRun extends CliRun {
  signal: NodeJS.Signals | null;
  /** The largest resident set seen while it ran, sampled every 20 ms from /proc (kB). */
  peakRssKb: number;
}

/** `node cli/bin/loupe.js …` as a real process, the way a person runs it. */
export function loupeChild(args: string[], opts: ChildOptions): Promise<ChildRun> {
  const child = spawn(process.execPath, [path.join(ROOT, 'cli/bin/loupe.js'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...opts.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let peakRssKb = 0;
  const sample = setInterval(() => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (m) peakRssKb = Math.max(peakRssKb, Number(m[1]));
    } catch {
      // exited
    }
  }, 20);
  child.stdout.on('data', (d: Buffer) => (opts.onStdout ? opts.onStdout(d) : (stdout += d)));
  child.stderr.on('data', (d) => (stderr += d));
  if (opts.stdin !== undefined) child.stdin.end(opts.stdin);
  else child.stdin.end();
  opts.onStart?.(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearInterval(sample);
      resolve({ code, signal, stdout, stderr, peakRssKb });
    });
  });
}

/** A minimal RFC 4180 parser for checking CSV output. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}
