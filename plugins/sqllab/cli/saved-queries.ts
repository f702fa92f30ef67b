import { CliError } from '../../../cli/cli-runtime.ts';
import type { LoupeClient } from './loupe-client.ts';

/** A saved query as the command line shows it (from /api/v1/saved_query/, reference §5.7). */
export interface SavedQuery {
  id: number;
  label: string;
  description: string | null;
  databaseId: number;
  database: string | null;
  schema: string | null;
  sql: string;
  templateParameters?: string | null;
}

interface WireSavedQuery {
  id: number;
  label?: string | null;
  description?: string | null;
  db_id?: number;
  database?: { id?: number; database_name?: string } | null;
  schema?: string | null;
  sql?: string | null;
  template_parameters?: string | null;
}

function fromWire(w: WireSavedQuery): SavedQuery {
  return {
    id: w.id,
    label: w.label ?? '',
    description: w.description ?? null,
    databaseId: (w.db_id ?? w.database?.id)!,
    database: w.database?.database_name ?? null,
    schema: w.schema || null,
    sql: w.sql ?? '',
    ...(w.template_parameters !== undefined ? { templateParameters: w.template_parameters } : {}),
  };
}

const PAGE = 100;

/** Every saved query the caller may see, a page of 100 at a time, by label. */
export async function listSavedQueries(client: LoupeClient, filters: unknown[] = []): Promise<SavedQuery[]> {
  const all: SavedQuery[] = [];
  for (let page = 0; ; page++) {
    const body = await client.ok<{ count: number; result: WireSavedQuery[] }>(
      'GET',
      '/api/v1/saved_query/',
      'list saved queries',
      {
        q: { filters, order_column: 'label', order_direction: 'asc', page, page_size: PAGE },
      },
    );
    all.push(...body.result.map(fromWire));
    if (body.result.length < PAGE || all.length >= body.count) return all;
  }
}

/** A saved query by id (digits) or by its exact label; a label several queries share must be told apart by id. */
export async function findSavedQuery(client: LoupeClient, ref: string): Promise<SavedQuery> {
  if (/^\d+$/.test(ref)) {
    const one = await client.json<{ result?: WireSavedQuery }>('GET', `/api/v1/saved_query/${ref}`);
    if (one.status === 200 && one.body.result)
      return fromWire({ ...one.body.result, id: one.body.result.id ?? Number(ref) });
    if (one.status !== 404) throw client.failure(one, `read saved query ${ref}`);
  }
  const matches = (await listSavedQueries(client, [{ col: 'label', opr: 'eq', value: ref }])).filter(
    (q) => q.label === ref,
  );
  if (matches.length === 0)
    throw new CliError(
      `No saved query ${/^\d+$/.test(ref) ? `with the id or label ${ref}` : `labelled '${ref}'`}: \`loupe query saved list\` shows them`,
    );
  if (matches.length > 1)
    throw new CliError(
      `${matches.length} saved queries are labelled '${ref}' (ids ${matches.map((m) => m.id).join(', ')}): give the id`,
    );
  // The list leaves out template parameters: read the one query.
  const full = await client.ok<{ result: WireSavedQuery }>(
    'GET',
    `/api/v1/saved_query/${matches[0]!.id}`,
    `read saved query ${matches[0]!.id}`,
  );
  return fromWire({ ...full.result, id: matches[0]!.id });
}
