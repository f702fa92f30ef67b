import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';

/**
 * Spec §7.4's "overwrite a dataset from a query" (SQL Lab's save dataset, Overwrite):
 * `PUT /api/v1/dataset/<pk>?override_columns=true` with `sql`, `columns` ([column_name, type,
 * is_dttm]), `owners` (ids) and `database_id`. Superset's UpdateDatasetCommand with
 * override_columns replaces every column by the posted ones (DatasetDAO.update_columns deletes the
 * old ones first), so a posted name that already exists is no duplicate.
 */

let h: BootedLoupe;
let admin: ApiClient;
let adminId: number;
let dbId: number;

type Dataset = { result: { sql: string; columns: { column_name: string; type: string | null; is_dttm: boolean }[] } };

async function virtualDataset(name: string): Promise<number> {
  const res = await admin.post<{ id: number }>('/api/v1/dataset/', {
    database: dbId,
    table_name: name,
    schema: 'main',
    sql: 'SELECT name, num FROM birth_names',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  adminId = (await admin.get<{ result: { id: number } }>('/api/v1/me/')).body.result.id;
  dbId = (await examplesDatabase(h)).id;
}, 180_000);

afterAll(() => h?.close());

describe('PUT /api/v1/dataset/<pk>?override_columns=true', () => {
  it('replaces the SQL and every column by the posted ones', async () => {
    const id = await virtualDataset('override_me');
    const before = await admin.get<Dataset>(`/api/v1/dataset/${id}`);
    expect(before.body.result.columns.map((c) => c.column_name).sort()).toEqual(['name', 'num']);

    const body = {
      sql: 'SELECT name, gender, ds FROM birth_names',
      columns: [
        { column_name: 'name', type: 'VARCHAR', is_dttm: false },
        { column_name: 'gender', type: 'VARCHAR', is_dttm: false },
        { column_name: 'ds', type: 'TIMESTAMP', is_dttm: true },
      ],
      owners: [adminId],
      database_id: dbId,
    };
    const res = await admin.put<{ id: number; result: unknown }>(`/api/v1/dataset/${id}?override_columns=true`, body);
    expect([res.status, res.body.id]).toEqual([200, id]);
    expect(res.body.result).toMatchObject({ sql: body.sql, database_id: dbId });

    const after = (await admin.get<Dataset>(`/api/v1/dataset/${id}`)).body.result;
    expect(after.sql).toBe(body.sql);
    const cols = after.columns
      .map((c) => [c.column_name, c.type, c.is_dttm] as const)
      .sort((a, b) => a[0].localeCompare(b[0]));
    expect(cols).toEqual([
      ['ds', 'TIMESTAMP', true],
      ['gender', 'VARCHAR', false],
      ['name', 'VARCHAR', false],
    ]);
  });

  it('refuses a caller who does not own the dataset (403) and duplicated names (422); nothing written', async () => {
    const id = await virtualDataset('override_refused');
    const body = (sql: string, names: string[]) => ({
      sql,
      columns: names.map((column_name) => ({ column_name, type: 'VARCHAR', is_dttm: false })),
      owners: [adminId],
      database_id: dbId,
    });
    const alpha = await userWith(h, 'override_alpha', ['Alpha']);
    const denied = await alpha.put(
      `/api/v1/dataset/${id}?override_columns=true`,
      body('SELECT state FROM birth_names', ['state']),
    );
    expect(denied.status).toBe(403);
    const dup = await admin.put(
      `/api/v1/dataset/${id}?override_columns=true`,
      body('SELECT name FROM birth_names', ['name', 'name']),
    );
    expect(dup.status).toBe(422);
    const after = (await admin.get<Dataset>(`/api/v1/dataset/${id}`)).body.result;
    expect(after.sql).toBe('SELECT name, num FROM birth_names');
    expect(after.columns.map((c) => c.column_name).sort()).toEqual(['name', 'num']);
  });
});
