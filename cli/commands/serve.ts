import type { Command } from 'commander';
import { CliError, type CliRuntime } from '../cli-runtime.ts';
import { adminPasswordNotice } from '../views/admin-password-notice.ts';
import { loadServerHost } from '../server-host.ts';
import { parsePort } from './parse-options.ts';

export function registerServe(program: Command, rt: CliRuntime): void {
  program
    .command('serve')
    .description('serve Loupe over HTTP (the embedded defaults need nothing else)')
    .option('-p, --port <port>', 'port to listen on (LOUPE_PORT, default 8088)', parsePort)
    .option('-H, --host <host>', 'address to listen on (LOUPE_HOST, default 127.0.0.1)')
    .action(async (opts: { port?: number; host?: string }, cmd: Command) => {
      const config = rt.config(cmd, {
        ...(opts.port !== undefined ? { port: opts.port } : {}),
        ...(opts.host ? { host: opts.host } : {}),
      });
      const { createLoupe, SERVER_PLUGINS, progressReporter } = await loadServerHost();
      const progress = progressReporter(rt.err);
      const loupe = await createLoupe({ config, plugins: SERVER_PLUGINS, onProgress: progress.update });
      progress.done();
      if (loupe.admin.created) rt.out.write(adminPasswordNotice(loupe.admin.generatedPassword));
      let address: string;
      try {
        address = await loupe.listen();
      } catch (err) {
        await loupe.close();
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EADDRINUSE')
          throw new CliError(
            `Port ${config.port} on ${config.host} is already in use: stop the other server or choose another port with --port or LOUPE_PORT`,
          );
        if (code === 'EACCES') throw new CliError(`Not allowed to listen on ${config.host}:${config.port}`);
        throw err;
      }
      rt.out.write(
        `Loupe is serving on ${address.replace('127.0.0.1', 'localhost')} (data in ${config.dataDir}). Press Ctrl+C to stop.\n`,
      );
      await new Promise<void>((resolve) => {
        const stop = (signal: string) => {
          rt.out.write(`\n${signal}: finishing requests in flight, then stopping…\n`);
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
