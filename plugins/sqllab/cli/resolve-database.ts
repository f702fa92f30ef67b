import { CliError } from '../../../cli/cli-runtime.ts';
import type { LoupeClient } from './loupe-client.ts';

export interface DatabaseRef {
  id: number;
  name: string;
}

interface DatabaseList {
  count: number;
  result: { id: number; database_name: string }[];
}

/**
 * `--db examples` or `--db 1`: a database name (looked up through /api/v1/database/, which lists
 * only the databases the caller may use), else a number taken as an id.
 */
export async function resolveDatabase(client: LoupeClient, ref: string): Promise<DatabaseRef> {
  const wanted = ref.trim();
  if (!wanted) throw new CliError('--db needs a database name or id');
  const numeric = /^\d+$/.test(wanted);
  const byName = await client.json<DatabaseList>('GET', '/api/v1/database/', { q: { filters: [{ col: 'database_name', opr: 'eq', value: wanted }], page_size: 100 } });
  if (byName.status === 403 && numeric) return { id: Number(wanted), name: `#${wanted}` };
  if (byName.status !== 200) throw client.failure(byName, 'list databases');
  const match = byName.body.result.find((d) => d.database_name === wanted);
  if (match) return { id: match.id, name: match.database_name };
  if (numeric) {
    const one = await client.json<{ result?: { id: number; database_name: string } }>('GET', `/api/v1/database/${wanted}`);
    if (one.status === 200 && one.body.result) return { id: Number(wanted), name: one.body.result.database_name };
    if (one.status !== 404) throw client.failure(one, `read database ${wanted}`);
  }
  const all = await client.json<DatabaseList>('GET', '/api/v1/database/', { q: { order_column: 'database_name', order_direction: 'asc', page_size: 100 } });
  const names = all.status === 200 ? all.body.result.map((d) => d.database_name) : [];
  const known = names.length ? ` Databases ${client.who} can use: ${names.join(', ')}.` : ` ${client.who} cannot use any database.`;
  throw new CliError(`No database ${numeric ? `with the name or id ${wanted}` : `named '${wanted}'`} on ${client.url}.${known}`);
}
