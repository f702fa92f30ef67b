import fs from 'node:fs/promises';
import { CliError } from '../../../cli/cli-runtime.ts';

/** Reads a whole stream as UTF-8 text. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The SQL of `loupe query run`: the argument, or the file named by `-f`, where `-` (as the
 * argument or the file) means standard input.
 */
export async function readSql(
  arg: string | undefined,
  file: string | undefined,
  stdin: NodeJS.ReadableStream,
): Promise<string> {
  if (arg !== undefined && file !== undefined)
    throw new CliError('Give the SQL either as an argument or with -f FILE, not both');
  let sql: string;
  if (arg === '-' || file === '-') sql = await readAll(stdin);
  else if (file !== undefined) {
    try {
      sql = await fs.readFile(file, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new CliError(code === 'ENOENT' ? `No file ${file}` : `Cannot read ${file}: ${(err as Error).message}`);
    }
  } else if (arg !== undefined) sql = arg;
  else throw new CliError("Give the SQL as an argument, with -f FILE, or '-' to read it from standard input");
  if (sql.trim() === '')
    throw new CliError(`The SQL ${file !== undefined && file !== '-' ? `in ${file} ` : ''}is empty`);
  return sql;
}
