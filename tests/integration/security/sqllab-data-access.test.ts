import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRolePermissions } from '../../../server/security/role-sync.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';

/**
 * SQL Lab's pairs are not enough: running SQL, estimating it, reading its results or CSV and
 * reading a table's metadata each also need access to the data (Superset's raise_for_access).
 */

type Errors = { errors: { error_type: string; message: string }[] };

let h: BootedLoupe;
let examplesId: number;
let examplesPerm: { perm: string; view: string };
/** Gamma + sql_lab + database_access on examples (its grants role: `sqlda_lab_grants`). */
let lab: ApiClient;
/** Gamma + sql_lab + datasource_access on one examples dataset only. */
let oneTable: ApiClient;
let granted: { table_name: string; schema: string | null };
let other: { table_name: string; schema: string | null };
const q = (v: unknown) => encodeURIComponent(rison.encode(v));

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  const examples = await examplesDatabase(h);
  examplesId = examples.id;
  examplesPerm = examples.perm;
  const datasets = await h.loupe.store.db
    .selectFrom('tables')
    .select(['id', 'table_name', 'schema'])
    .where('database_id', '=', examplesId)
    .orderBy('id')
    .execute();
  expect(datasets.length).toBeGreaterThan(1);
  const [first, second] = datasets as { id: number; table_name: string; schema: string | null }[];
  granted = first!;
  other = second!;
  lab = await userWith(h, 'sqlda_lab', ['Gamma', 'sql_lab'], [examplesPerm]);
  oneTable = await userWith(
    h,
    'sqlda_one',
    ['Gamma', 'sql_lab'],
    [{ perm: 'datasource_access', view: `[examples].[${first!.table_name}](id:${first!.id})` }],
  );
}, 120_000);
afterAll(() => h?.close());

const metadata = (c: ApiClient, t: { table_name: string; schema: string | null }) =>
  c.get<Errors & { name?: string }>(
    `/api/v1/database/${examplesId}/table_metadata/?${new URLSearchParams({ name: t.table_name, ...(t.schema ? { schema: t.schema } : {}) })}`,
  );

describe('table metadata needs access to the table', () => {
  it('answers a table of a granted dataset, and 403 TABLE_SECURITY_ACCESS_ERROR for another table', async () => {
    const ok = await metadata(oneTable, granted);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.name).toBe(granted.table_name);
    const denied = await metadata(oneTable, other);
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]!.error_type).toBe('TABLE_SECURITY_ACCESS_ERROR');
    expect(denied.body.errors[0]!.message).toContain(`You need access to the following tables: \``);
    const star = await oneTable.get(
      `/api/v1/database/${examplesId}/select_star/${encodeURIComponent(other.table_name)}/${other.schema ?? 'null'}/`,
    );
    expect(star.status).toBe(403);
  });

  it('answers every table of a database granted whole', async () => {
    expect((await metadata(lab, other)).status).toBe(200);
  });
});

describe('the sql_lab role alone, with access to examples', () => {
  it('lists the database, reads a table, runs SQL and reads the results, as the SQL Lab page does', async () => {
    const only = await userWith(h, 'sqlda_only', ['sql_lab'], [examplesPerm]);
    const dbs = await only.get<{ result: { database_name: string }[] }>('/api/v1/database/');
    expect(dbs.status).toBe(200);
    expect(dbs.body.result.map((d) => d.database_name)).toEqual(['examples']);
    expect((await only.get('/api/v1/sqllab/')).status).toBe(200);
    expect((await metadata(only, other)).status).toBe(200);
    const run = await only.post<{ query: { resultsKey: string } }>('/api/v1/sqllab/execute/', {
      database_id: examplesId,
      sql: 'SELECT 2 AS two',
      client_id: 'sqldaonly1',
    });
    expect(run.status, run.text).toBe(200);
    expect((await only.get(`/api/v1/sqllab/results/?q=${q({ key: run.body.query.resultsKey })}`)).status).toBe(200);
    // Datasets and charts are Gamma's, not sql_lab's.
    expect((await only.get('/api/v1/dataset/')).status).toBe(403);
  });
});

describe('SQL Lab with and then without access to the database', () => {
  it('runs, estimates, reads results and CSV while granted; refuses each once the grant is revoked', async () => {
    const run = await lab.post<{ query: { resultsKey: string } }>('/api/v1/sqllab/execute/', {
      database_id: examplesId,
      sql: 'SELECT 1 AS one',
      client_id: 'sqlda00001',
    });
    expect(run.status, run.text).toBe(200);
    const key = run.body.query.resultsKey;
    expect((await lab.get(`/api/v1/sqllab/results/?q=${q({ key })}`)).status).toBe(200);
    expect((await lab.get('/api/v1/sqllab/export/sqlda00001/')).status).toBe(200);

    await setRolePermissions(h.loupe.store.db, 'sqlda_lab_grants', []);

    const results = await lab.get<Errors>(`/api/v1/sqllab/results/?q=${q({ key })}`);
    expect(results.status).toBe(403);
    expect(results.body.errors[0]).toMatchObject({
      error_type: 'QUERY_SECURITY_ACCESS_ERROR',
      message:
        'You are not authorized to see this query. If you think this is an error, please reach out to your administrator.',
    });
    expect((await lab.get<Errors>('/api/v1/sqllab/export/sqlda00001/')).status).toBe(403);
    const again = await lab.post<Errors>('/api/v1/sqllab/execute/', {
      database_id: examplesId,
      sql: 'SELECT 1 AS one',
      client_id: 'sqlda00002',
    });
    // Told that the database was not found, as an unknown id is: not its name.
    expect(again.status).toBe(404);
    expect(again.body.errors[0]).toMatchObject({
      error_type: 'DATABASE_NOT_FOUND_ERROR',
      message:
        'The database referenced in this query was not found. Please contact an administrator for further assistance or try again.',
    });
    expect(JSON.stringify(again.body)).not.toContain('examples');
    const estimate = await lab.post<Errors>('/api/v1/sqllab/estimate/', { database_id: examplesId, sql: 'SELECT 1' });
    expect(estimate.status).toBe(404);
    await setRolePermissions(h.loupe.store.db, 'sqlda_lab_grants', [examplesPerm]);
    expect((await lab.get(`/api/v1/sqllab/results/?q=${q({ key })}`)).status).toBe(200);
  });
});
