import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { loupeCli, parseCsv } from './query-cli.test-support.ts';

// `loupe query saved list|run` against a whole Loupe with saved queries made through the API.

let h: BootedLoupe;
let env: NodeJS.ProcessEnv;
const ids: Record<string, number> = {};
const TOP = 'SELECT name, sum(num) AS total FROM birth_names GROUP BY name ORDER BY total DESC, name LIMIT 3';

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  env = { LOUPE_URL: h.url, LOUPE_USERNAME: 'admin', LOUPE_PASSWORD: ADMIN_PASSWORD };
  const admin = await h.login();
  const db = (
    await admin.get<{ result: { id: number }[] }>(
      '/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:examples)))',
    )
  ).body.result[0]!.id;
  const save = async (key: string, body: Record<string, unknown>) => {
    const res = await admin.post<{ id: number }>('/api/v1/saved_query/', { db_id: db, schema: 'main', ...body });
    if (res.status !== 201) throw new Error(`saved_query: ${res.status} ${res.text}`);
    ids[key] = res.body.id;
  };
  await save('top', { label: 'Top names', description: 'most given names', sql: TOP });
  await save('templated', { label: 'Templated', sql: 'SELECT {{ n }} AS n', template_parameters: '{"n": 7}' });
  await save('dup1', { label: 'dup', sql: 'SELECT 1 AS one' });
  await save('dup2', { label: 'dup', sql: 'SELECT 2 AS two' });
  await h.loupe.security.users.create({ username: 'sam', password: 'sam-password', roles: ['Gamma', 'sql_lab'] });
}, 120_000);
afterAll(() => h?.close());

describe('loupe query saved list', () => {
  it('shows the saved queries as a table, and as JSON with --json', async () => {
    const table = await loupeCli(['query', 'saved', 'list'], env);
    expect([table.code, table.stderr]).toEqual([0, '']);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+label\s+database\s+schema\s+sql$/);
    expect(lines).toHaveLength(6);
    expect(lines.find((l) => l.includes('Top names'))).toMatch(
      new RegExp(
        `^\\s*${ids.top}\\s+Top names\\s+examples\\s+main\\s+SELECT name, sum\\(num\\) AS total FROM birth_names GROUP BY na…$`,
      ),
    );

    const json = await loupeCli(['query', 'saved', 'list', '--json'], env);
    const list = JSON.parse(json.stdout) as {
      id: number;
      label: string;
      database: string;
      databaseId: number;
      schema: string;
      sql: string;
      description: string | null;
    }[];
    expect(list.map((q) => q.label).sort()).toEqual(['Templated', 'Top names', 'dup', 'dup']);
    expect(list.find((q) => q.id === ids.top)).toMatchObject({
      label: 'Top names',
      database: 'examples',
      schema: 'main',
      sql: TOP,
      description: 'most given names',
    });
  });

  it('says so when the user has none', async () => {
    const r = await loupeCli(['query', 'saved', 'list'], {
      LOUPE_URL: h.url,
      LOUPE_USERNAME: 'sam',
      LOUPE_PASSWORD: 'sam-password',
    });
    expect([r.code, r.stdout]).toEqual([0, 'No saved queries yet. Save one in SQL Lab.\n']);
  });
});

describe('loupe query saved run', () => {
  it('runs a saved query by id and by label on its database, in any format', async () => {
    const byId = await loupeCli(['query', 'saved', 'run', String(ids.top), '--format', 'csv'], env);
    expect([byId.code, byId.stderr]).toEqual([0, '']);
    const rows = parseCsv(byId.stdout);
    expect(rows[0]).toEqual(['name', 'total']);
    expect(rows).toHaveLength(4);
    const byLabel = await loupeCli(['query', 'saved', 'run', 'Top names', '--format', 'json'], env);
    expect(
      byLabel.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual(rows.slice(1).map(([name, total]) => ({ name, total: Number(total) })));
    const limited = await loupeCli(['query', 'saved', 'run', 'Top names', '--format', 'csv', '--limit', '2'], env);
    expect(parseCsv(limited.stdout)).toEqual(rows.slice(0, 3));
  });

  it("applies the saved query's template parameters", async () => {
    const r = await loupeCli(['query', 'saved', 'run', 'Templated', '--format', 'csv'], env);
    expect([r.code, r.stdout]).toEqual([0, 'n\n7\n']);
  });

  it('explains an unknown or ambiguous saved query', async () => {
    const none = await loupeCli(['query', 'saved', 'run', 'nope'], env);
    expect([none.code, none.stderr]).toEqual([
      2,
      "loupe: No saved query labelled 'nope': `loupe query saved list` shows them\n",
    ]);
    const missingId = await loupeCli(['query', 'saved', 'run', '99999'], env);
    expect(missingId.stderr).toBe(
      'loupe: No saved query with the id or label 99999: `loupe query saved list` shows them\n',
    );
    const dup = await loupeCli(['query', 'saved', 'run', 'dup'], env);
    expect([dup.code, dup.stderr]).toEqual([
      2,
      `loupe: 2 saved queries are labelled 'dup' (ids ${[ids.dup1, ids.dup2].sort((a, b) => a! - b!).join(', ')}): give the id\n`,
    ]);
    const other = await loupeCli(['query', 'saved', 'run', String(ids.top)], {
      LOUPE_URL: h.url,
      LOUPE_USERNAME: 'sam',
      LOUPE_PASSWORD: 'sam-password',
    });
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/^loupe: (No saved query with the id or label \d+|sam may not read saved query \d+)/);
  });
});
