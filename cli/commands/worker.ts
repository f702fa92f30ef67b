import type { Command } from 'commander';
import { loadServerHost } from '../server-host.ts';
import { CliError, type CliRuntime } from '../cli-runtime.ts';

/**
 * `loupe worker`: the same plugins as `loupe serve`, without HTTP, working background jobs
 * (asynchronous chart data, reports) from the BullMQ queue on LOUPE_REDIS_URL. First-start work
 * (admin, examples) is left to `loupe init` or a web node.
 */
export function registerWorker(program: Command, rt: CliRuntime): void {
  program
    .command('worker')
    .description('work background jobs from Redis (LOUPE_REDIS_URL) without serving HTTP')
    .option('--concurrency <n>', 'jobs run at once (LOUPE_JOB_CONCURRENCY, default 2)', (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 64)
        throw new CliError(`--concurrency must be a whole number from 1 to 64 (got '${v}')`);
      return n;
    })
    .action(async (opts: { concurrency?: number }, cmd: Command) => {
      const config = rt.config(cmd, {
        workers: true,
        ...(opts.concurrency ? { jobConcurrency: opts.concurrency } : {}),
      });
      if (!config.redisUrl) {
        throw new CliError(
          'loupe worker needs Redis: set LOUPE_REDIS_URL (e.g. redis://127.0.0.1:6379) on the worker and on every web process. Without Redis, loupe serve works its jobs itself.',
        );
      }
      const { createLoupe, SERVER_PLUGINS } = await loadServerHost();
      const loupe = await createLoupe({ config, plugins: SERVER_PLUGINS, bootstrap: false });
      await loupe.jobs.ready();
      rt.out.write(
        `Loupe worker is working jobs from ${redact(config.redisUrl)} (${config.jobConcurrency} at a time). Press Ctrl+C to stop.\n`,
      );
      await new Promise<void>((resolve) => {
        const stop = (signal: string) => {
          rt.out.write(`\n${signal}: finishing jobs in flight, then stopping…\n`);
          process.off('SIGINT', onInt);
          process.off('SIGTERM', onTerm);
          loupe.close().then(resolve, (err: unknown) => {
            rt.err.write(`Shutdown was not clean: ${(err as Error).message}\n`);
            resolve();
          });
        };
        const onInt = () => stop('SIGINT');
        const onTerm = () => stop('SIGTERM');
        process.on('SIGINT', onInt);
        process.on('SIGTERM', onTerm);
      });
    });
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
