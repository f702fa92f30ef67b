import { CliError } from '../../../cli/cli-runtime.ts';
import type { LoupeClient } from './loupe-client.ts';

export interface DatabaseRef {
  id: number;
  /** The name when it was looked up; null for an id passed straight to the server. */
  name: string | null;
}

interface DatabaseList {
  count: number;
  result: { id: number; database_name: string }[];
}

/**
 * `--db examples` or `--db 1`: a database name, looked up through /api/v1/database/ (which lists
 * only the databases the caller may use), else a number, taken as an id and left for the server
 * to check (so that it can answer 403 for a database the caller may see but not query).
 */
export async function resolveDatabase(client: LoupeClient, ref: string): Promise<DatabaseRef> {
  const wanted = ref.trim();
  if (!wanted) throw new CliError('--db needs a database name or id');
  const numeric = /^\d+$/.test(wanted);
  const byName = await client.json<DatabaseList>('GET', '/api/v1/database/', {
    q: { filters: [{ col: 'database_name', opr: 'eq', value: wanted }], page_size: 100 },
  });
  if (byName.status !== 200) {
    if (numeric) return { id: Number(wanted), name: null };
    throw client.failure(byName, 'list databases');
  }
  const match = byName.body.result.find((d) => d.database_name === wanted);
  if (match) return { id: match.id, name: match.database_name };
  if (numeric) return { id: Number(wanted), name: null };
  throw await unknownDatabase(client, wanted);
}

/** "No database named …", with the names the caller can use. */
export async function unknownDatabase(client: LoupeClient, ref: string): Promise<CliError> {
  const all = await client
    .json<DatabaseList>('GET', '/api/v1/database/', {
      q: { order_column: 'database_name', order_direction: 'asc', page_size: 100 },
    })
    .catch(() => null);
  const names = all?.status === 200 ? all.body.result.map((d) => d.database_name) : [];
  const known = names.length
    ? ` Databases ${client.who} can use: ${names.join(', ')}.`
    : ` ${client.who} cannot use any database.`;
  return new CliError(
    `No database ${/^\d+$/.test(ref) ? `with the name or id ${ref}` : `named '${ref}'`} on ${client.url}.${known}`,
  );
}
