import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const LOUPE_BIN = path.resolve(import.meta.dirname, '../../../cli/bin/loupe.js');

/** A `loupe` command running as a real child process, with its output kept for assertions. */
export interface LoupeProcess {
  readonly child: ChildProcessWithoutNullStreams;
  output(): string;
  /** Waits until the output matches, and returns the match. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then the exit code (SIGKILL after `ms`). */
  stop(ms?: number): Promise<number | null>;
}

export function startLoupe(args: string[], env: Record<string, string>): LoupeProcess {
  const child = spawn(process.execPath, [LOUPE_BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => {
    for (const l of listeners) l();
  });
  let running = true;
  void exited.then(() => (running = false));
  return {
    child,
    exited,
    output: () => out,
    waitFor(pattern, ms = 90_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => done(new Error(`loupe ${args.join(' ')}: no ${pattern} in ${ms} ms; output:\n${out}`)),
          ms,
        );
        const check = () => {
          const m = pattern.exec(out);
          if (m) done(null, m);
          else if (!running) done(new Error(`loupe ${args.join(' ')} exited before ${pattern}; output:\n${out}`));
        };
        const done = (err: Error | null, m?: RegExpExecArray) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (err) reject(err);
          else resolve(m!);
        };
        listeners.add(check);
        check();
      });
    },
    async stop(ms = 20_000) {
      if (!running) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Runs a `loupe` command to its end; throws with its output unless it exits 0. */
export async function runLoupe(args: string[], env: Record<string, string>): Promise<string> {
  const p = startLoupe(args, env);
  const code = await p.exited;
  if (code !== 0) throw new Error(`loupe ${args.join(' ')} exited ${code}:\n${p.output()}`);
  return p.output();
}
