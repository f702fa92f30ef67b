import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });
const PG_URI = 'postgresql://postgres@127.0.0.1:5432/test';
const TABLE = `e2e_orders_${process.pid}`;

async function pgQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URI });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('the dataset list and dialogs', () => {
  beforeAll(async () => {
    await pgQuery(
      `CREATE TABLE IF NOT EXISTS public.${TABLE} (id integer primary key, amount numeric, ordered_at timestamp)`,
    );
    const api = await e2e.loupe.login();
    expect((await api.post('/api/v1/database/', { database_name: 'e2e pg', sqlalchemy_uri: PG_URI })).status).toBe(201);
  });

  afterAll(async () => {
    await pgQuery(`DROP TABLE IF EXISTS public.${TABLE}`);
  });

  it('lists birth_names as a physical dataset of examples', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/tablemodelview/list/');
    const row = page.getByTestId('list-row').filter({ hasText: 'birth_names' });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Physical');
    expect(text).toContain('examples');
    expect(text).toContain('main');
  });

  it('creates a dataset from database, schema and table, then edits its metrics', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/tablemodelview/list/');
    await page.getByTestId('add-dataset').click();
    const create = page.getByRole('dialog', { name: 'Create a dataset' });
    await create.getByTestId('dataset-database').selectOption({ label: 'e2e pg' });
    await create.getByTestId('dataset-schema').locator('option[value="public"]').waitFor({ state: 'attached' });
    await create.getByTestId('dataset-schema').selectOption('public');
    await create.getByTestId('dataset-table').locator(`option[value="${TABLE}"]`).waitFor({ state: 'attached' });
    await create.getByTestId('dataset-table').selectOption(TABLE);
    await create.getByTestId('dataset-create').click();
    await page.locator('.toast__message', { hasText: `Dataset ${TABLE} created` }).waitFor();

    // The editor opens on the new dataset with the columns read from the table.
    const editor = page.getByRole('dialog', { name: new RegExp(`Edit Dataset ${TABLE}`) });
    const columns = editor.getByTestId('dataset-columns');
    await columns.waitFor();
    expect(await columns.locator('tbody tr').count()).toBe(3);
    await editor.getByRole('checkbox', { name: 'ordered_at is temporal' }).check();
    await editor.getByRole('radio', { name: 'ordered_at is the default datetime' }).check();
    await editor.getByRole('textbox', { name: 'Verbose name of amount' }).fill('Order amount');

    await editor.getByTestId('tab-metrics').click();
    // A new dataset comes with Superset's default metric: the list shows `count`, COUNT(*).
    const metricRows = editor.getByTestId('dataset-metrics').locator('tbody tr');
    await metricRows.first().waitFor();
    const readInputs = (name: string) =>
      metricRows
        .getByRole('textbox', { name })
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement | HTMLTextAreaElement).value));
    expect(await readInputs('Metric name')).toEqual(['count']);
    expect(await readInputs('SQL expression')).toEqual(['COUNT(*)']);
    await editor.getByTestId('add-metric').click();
    const metric = editor.getByTestId('dataset-metrics').locator('tbody tr').last();
    await metric.getByRole('textbox', { name: 'Metric name' }).fill('total_amount');
    await metric.getByRole('textbox', { name: 'SQL expression' }).fill('SUM(amount)');
    await metric.getByRole('textbox', { name: 'D3 format' }).fill(',.2f');
    await editor.getByTestId('dataset-save').click();
    await page.locator('.toast__message', { hasText: 'The dataset has been saved' }).waitFor();
    await page.getByTestId('list-row').filter({ hasText: TABLE }).waitFor();

    const api = await e2e.loupe.login();
    const list = await api.get<{ result: { id: number }[] }>(
      `/api/v1/dataset/?q=${encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:${TABLE})))`)}`,
    );
    const shown = await api.get<{
      result: Record<string, unknown> & { columns: Record<string, unknown>[]; metrics: Record<string, unknown>[] };
    }>(`/api/v1/dataset/${list.body.result[0]!.id}`);
    expect(shown.body.result.main_dttm_col).toBe('ordered_at');
    expect(shown.body.result.columns.find((c) => c.column_name === 'amount')?.verbose_name).toBe('Order amount');
    expect(shown.body.result.columns.find((c) => c.column_name === 'ordered_at')?.is_dttm).toBe(true);
    expect(shown.body.result.metrics.map((m) => m.metric_name).sort()).toEqual(['count', 'total_amount']);
    expect(shown.body.result.metrics.find((m) => m.metric_name === 'total_amount')).toMatchObject({
      expression: 'SUM(amount)',
      d3format: ',.2f',
    });
  });

  it('syncs columns from the source after the table changed', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, `/tablemodelview/list/?filters=(search:${TABLE})`);
    await page.getByTestId('list-row').filter({ hasText: TABLE }).getByTestId('row-edit').click();
    const editor = page.getByRole('dialog', { name: new RegExp(`Edit Dataset ${TABLE}`) });
    await editor.getByTestId('dataset-columns').waitFor();
    const before = await editor.getByTestId('dataset-columns').locator('tbody tr').count();
    await pgQuery(`ALTER TABLE public.${TABLE} ADD COLUMN IF NOT EXISTS customer text`);
    await editor.getByTestId('dataset-sync').click();
    await page.locator('.toast__message', { hasText: 'Metadata has been synced' }).waitFor();
    await editor.getByText('customer', { exact: true }).waitFor();
    expect(await editor.getByTestId('dataset-columns').locator('tbody tr').count()).toBe(before + 1);
  });

  it('refuses to save a metric without an expression, in the dialog', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/tablemodelview/list/?filters=(search:birth_names)');
    await page.getByTestId('list-row').filter({ hasText: 'birth_names' }).getByTestId('row-edit').click();
    const editor = page.getByRole('dialog', { name: /Edit Dataset birth_names/ });
    await editor.getByTestId('dataset-columns').waitFor();
    await editor.getByTestId('tab-metrics').click();
    await editor.getByTestId('add-metric').click();
    await editor
      .getByTestId('dataset-metrics')
      .locator('tbody tr')
      .last()
      .getByRole('textbox', { name: 'Metric name' })
      .fill('broken');
    await editor.getByTestId('dataset-save').click();
    await editor.getByText('Every metric needs a SQL expression.').waitFor();
    await expect(editor.isVisible()).resolves.toBe(true);
  });

  it('deletes one dataset after the typed confirmation', async () => {
    const api = await e2e.loupe.login();
    const dbs = await api.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
    const examples = dbs.body.result.find((d) => d.database_name === 'examples')!;
    expect(
      (
        await api.post('/api/v1/dataset/', {
          database: examples.id,
          schema: 'main',
          table_name: 'e2e_doomed',
          sql: 'SELECT 1 AS x',
        })
      ).status,
    ).toBe(201);
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/tablemodelview/list/');
    const row = page.getByTestId('list-row').filter({ hasText: 'e2e_doomed' });
    await expect(row.textContent()).resolves.toContain('Virtual');
    await row.getByTestId('row-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await dialog.getByLabel('Type "DELETE" to confirm').press('Enter');
    await page.locator('.toast__message', { hasText: 'Deleted: e2e_doomed' }).waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
