import type { Command } from 'commander';
import type { CliRuntime } from '../cli-runtime.ts';
import { adminPasswordNotice } from '../views/admin-password-notice.ts';

export function registerInit(program: Command, rt: CliRuntime): void {
  program
    .command('init')
    .description('prepare the data folder: metadata tables, roles, the admin user and the examples database')
    .action(async (_opts: unknown, cmd: Command) => {
      await rt.withLoupe(
        cmd,
        async (loupe) => {
          if (loupe.secretKeyGenerated) {
            rt.out.write(
              `Generated a secret key into ${loupe.config.dataDir}/secret_key (set LOUPE_SECRET_KEY to choose your own; every process of a cluster needs the same one).\n`,
            );
          }
          if (loupe.admin.created) rt.out.write(adminPasswordNotice(loupe.admin.generatedPassword));
          else rt.out.write('The admin user already exists; left as it is.\n');
          rt.out.write(`Loupe is initialised in ${loupe.config.dataDir} (metadata: ${loupe.store.description}).\n`);
        },
        { bootstrap: true },
      );
    });
}
