import fs from 'node:fs/promises';
import path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { CliError, type CliRuntime } from '../../../cli/cli-runtime.ts';
import type { Loupe } from '../../../server/host/create-loupe.ts';
import type { AuthUser } from '../../../server/security/auth-user.ts';
import type { ExploreDb } from '../server/migrations/explore-tables.ts';
import { isChartRef, loadSavedChart, savedChartFormData, UnreadableParamsError } from './saved-chart.ts';

/** Kept in step with server/viz's IMAGE_SIZE (not imported: the engine loads only when a command runs). */
const SIZE = { min: 100, max: 4000 };
const FORMATS = ['png', 'svg'] as const;
const THEMES = ['light', 'dark'] as const;

export interface RenderFlags {
  output: string;
  format?: (typeof FORMATS)[number];
  width: number;
  height: number;
  theme: (typeof THEMES)[number];
  user?: string;
}

export function parseImageSize(value: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) < SIZE.min || Number(value) > SIZE.max)
    throw new InvalidArgumentError(`a size is a whole number of pixels from ${SIZE.min} to ${SIZE.max}.`);
  return Number(value);
}

/** `loupe chart render`: a saved chart drawn to PNG or SVG in this process (no server, no browser). */
export function registerChartCommands(program: Command, rt: CliRuntime): void {
  const chart = program.command('chart').description('saved charts');
  chart
    .command('render')
    .description('draw a saved chart to a PNG or SVG file, without a browser (its data is queried as --user)')
    .argument('<id>', 'the chart id or uuid')
    .requiredOption('-o, --output <file>', 'the image file to write')
    .addOption(new Option('--format <format>', 'png or svg (default: from the file name, else png)').choices(FORMATS))
    .option('--width <px>', `image width, ${SIZE.min} to ${SIZE.max}`, parseImageSize, 800)
    .option('--height <px>', `image height, ${SIZE.min} to ${SIZE.max}`, parseImageSize, 600)
    .addOption(new Option('--theme <theme>', 'colours').choices(THEMES).default('light'))
    .option('-u, --user <username>', 'whose access the query runs with (default: the first admin)')
    .action(async (id: string, flags: RenderFlags, cmd: Command) => {
      if (!isChartRef(id)) throw new CliError(`A chart is named by its id or uuid, not ${JSON.stringify(id)}`);
      const format = flags.format ?? (path.extname(flags.output).toLowerCase() === '.svg' ? 'svg' : 'png');
      const output = path.resolve(flags.output);
      await assertWritable(output);
      const { ChartRenderService, RenderRequestError, UnknownVizTypeError } =
        await import('../../../server/viz/index.ts');
      await rt.withService(cmd, ChartRenderService, async (service, loupe) => {
        const db = loupe.store.db as unknown as ExploreDb;
        const row = await loadSavedChart(db, id);
        if (!row) throw new CliError(`No chart with id ${id}. Saved charts are listed at /chart/list/.`);
        const user = await renderingUser(loupe, flags.user);
        let image: string | Buffer;
        try {
          const formData = savedChartFormData(row);
          image = await service.render({
            formData,
            user,
            width: flags.width,
            height: flags.height,
            theme: flags.theme,
            format,
          });
        } catch (err) {
          if (err instanceof UnreadableParamsError) throw new CliError(err.message);
          if (err instanceof UnknownVizTypeError) {
            const known = service.vizTypes();
            throw new CliError(
              `Chart ${row.id} (${row.slice_name}): ${err.message}. ` +
                (known.length ? `This server draws: ${known.join(', ')}` : 'This server has no chart types yet'),
            );
          }
          if (err instanceof RenderRequestError)
            throw new CliError(`Chart ${row.id} (${row.slice_name}): ${err.message}`);
          throw new CliError(`Chart ${row.id} (${row.slice_name}) could not be drawn: ${messageOf(err)}`, 1);
        }
        await writeAtomically(output, image);
        const bytes = typeof image === 'string' ? Buffer.byteLength(image) : image.length;
        rt.out.write(
          `Wrote ${flags.output} (${format.toUpperCase()}, ${flags.width}×${flags.height}, ${bytes} bytes)\n`,
        );
      });
    });
}

/** The user named by --user (active), else the first admin: the query runs with their access. */
async function renderingUser(loupe: Loupe, username: string | undefined): Promise<AuthUser> {
  const db = loupe.store.db;
  const query = db.selectFrom('ab_user').select('ab_user.id').orderBy('ab_user.id');
  const row = username
    ? await query.where('ab_user.username', '=', username).executeTakeFirst()
    : await query
        .innerJoin('ab_user_role as ur', 'ur.user_id', 'ab_user.id')
        .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
        .where('r.name', '=', 'Admin')
        .executeTakeFirst();
  const user = row ? await loupe.security.users.load(row.id as number) : null;
  if (user) return user;
  if (username) throw new CliError(`No active user named ${username}`);
  throw new CliError('There is no admin user yet: run `loupe init` first, or name a user with --user');
}

/** Refuses before any work when the file cannot be written: a folder, a missing or read-only folder. */
async function assertWritable(file: string): Promise<void> {
  const stat = await fs.stat(file).catch(() => null);
  if (stat?.isDirectory()) throw new CliError(`Cannot write ${file}: it is a folder`);
  const dir = path.dirname(file);
  const dirStat = await fs.stat(dir).catch(() => null);
  if (!dirStat?.isDirectory()) throw new CliError(`Cannot write ${file}: the folder ${dir} does not exist`);
  try {
    await fs.access(dir, fs.constants.W_OK);
    if (stat) await fs.access(file, fs.constants.W_OK);
  } catch {
    throw new CliError(`Cannot write ${file}: permission denied`);
  }
}

/** Writes beside the target then renames, so a failure never leaves half an image. */
async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw new CliError(`Cannot write ${file}: ${messageOf(err)}`);
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
