import { Command, CommanderError } from 'commander';
import { Kernel } from '../core/kernel/kernel.ts';
import { cliLifecycle, type CliPluginContext, type CliPluginPart } from './cli-plugin.ts';
import { registerInit } from './commands/init.ts';
import { registerServe } from './commands/serve.ts';
import { registerUser } from './commands/user-create.ts';
import { registerWorker } from './commands/worker.ts';
import { CliError, createRuntime } from './cli-runtime.ts';
import { CLI_PLUGINS } from './plugins.ts';

export interface MainIo {
  out?: NodeJS.WritableStream;
  err?: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
}

/** The `loupe` program with the host's own commands and, through the kernel, every plugin's. */
export async function buildProgram(
  io: Required<MainIo>,
): Promise<{ program: Command; kernel: Kernel<CliPluginPart, CliPluginContext> }> {
  const rt = createRuntime(io);
  const program = new Command('loupe')
    .description('Loupe: explore data, build charts and dashboards')
    .option('-c, --config <file>', 'a YAML or JSON config file (or LOUPE_CONFIG)')
    .option('-d, --data-dir <dir>', 'the data folder (or LOUPE_DATA_DIR; default ./data)')
    .showHelpAfterError()
    .configureOutput({ writeOut: (s) => io.out.write(s), writeErr: (s) => io.err.write(s) })
    .exitOverride();
  registerServe(program, rt);
  registerWorker(program, rt);
  registerInit(program, rt);
  registerUser(program, rt);
  const kernel = new Kernel(CLI_PLUGINS, cliLifecycle(program, rt));
  await kernel.start();
  return { program, kernel };
}

/** Runs `loupe` with these arguments; returns the exit code instead of exiting. */
export async function main(argv: string[], io: MainIo = {}): Promise<number> {
  const full = { out: io.out ?? process.stdout, err: io.err ?? process.stderr, env: io.env ?? process.env };
  let kernel: Kernel<CliPluginPart, CliPluginContext> | undefined;
  try {
    const built = await buildProgram(full);
    kernel = built.kernel;
    await built.program.parseAsync(argv);
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode;
    if (err instanceof CliError) {
      full.err.write(`loupe: ${err.message}\n`);
      return err.exitCode;
    }
    full.err.write(`loupe: ${(err as Error).stack ?? String(err)}\n`);
    return 1;
  } finally {
    await kernel?.stop();
  }
}
