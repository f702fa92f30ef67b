import { describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });
const PG_URI = 'postgresql://postgres@127.0.0.1:5432/test';

describe('the database list and dialog', () => {
  it('lists the examples database with its backend', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/databaseview/list/');
    const row = page.getByTestId('list-row').filter({ hasText: 'examples' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('duckdb');
  });

  it('connects PostgreSQL: test connection says it looks good, then it is listed', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/databaseview/list/');
    await page.getByTestId('add-database').click();
    const dialog = page.getByRole('dialog', { name: 'Connect a database' });
    await dialog.waitFor();
    await dialog.getByTestId('database-engine').selectOption('postgresql');
    await dialog.getByRole('radio', { name: 'SQLAlchemy URI' }).click();
    await dialog.getByTestId('database-name').fill('e2e postgres');
    await dialog.getByTestId('database-uri').fill(PG_URI);
    await dialog.getByTestId('database-test').click();
    await page.locator('.toast__message', { hasText: 'Connection looks good!' }).waitFor();

    await dialog.getByRole('tab', { name: 'Advanced' }).click();
    await dialog.getByLabel('Allow DML').check();
    await dialog.getByTestId('database-save').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('list-row').filter({ hasText: 'e2e postgres' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('postgresql');
    await expect(row.getByText('DML').isVisible()).resolves.toBe(true);
  });

  it('connects with parameters and maps the server’s errors onto the fields', async () => {
    // A refused connection and a missing parameter answer 422, which the browser logs.
    const page = await e2e.newPage({ allowConsole: [/status of 422/] });
    await e2e.login(page, undefined, undefined, '/databaseview/list/');
    await page.getByTestId('add-database').click();
    const dialog = page.getByRole('dialog', { name: 'Connect a database' });
    await dialog.getByTestId('database-engine').selectOption('postgresql');
    await dialog.getByRole('radio', { name: 'Enter parameters' }).click();
    await dialog.getByTestId('database-name').fill('e2e params');
    await dialog.getByLabel(/^Host/).fill('127.0.0.1');
    await dialog.getByLabel(/^Port/).fill('1');
    await dialog.getByLabel(/^Database name/).fill('test');
    await dialog.getByLabel(/^Username/).fill('postgres');
    await dialog.getByTestId('database-test').click();
    await page.locator('.toast__message', { hasText: /^ERROR: / }).waitFor();
    await expect(dialog.getByLabel(/^Port/).getAttribute('aria-invalid')).resolves.toBe('true');

    await dialog.getByLabel(/^Port/).fill('5432');
    await dialog.getByLabel(/^Username/).fill('');
    await dialog.getByTestId('database-save').click();
    await dialog.getByText('This is a required field').waitFor();
    await expect(dialog.getByLabel(/^Username/).getAttribute('aria-invalid')).resolves.toBe('true');

    await dialog.getByLabel(/^Username/).fill('postgres');
    await dialog.getByTestId('database-test').click();
    await page.locator('.toast__message', { hasText: 'Connection looks good!' }).waitFor();
    await dialog.getByTestId('database-save').click();
    await page.getByTestId('list-row').filter({ hasText: 'e2e params' }).waitFor();
  });

  it('puts the server’s field error on the field (a name already taken)', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/databaseview/list/?create=database');
    const dialog = page.getByRole('dialog', { name: 'Connect a database' });
    await dialog.getByTestId('database-engine').selectOption('postgresql');
    await dialog.getByRole('radio', { name: 'SQLAlchemy URI' }).click();
    await dialog.getByTestId('database-name').fill('examples');
    await dialog.getByTestId('database-uri').fill(PG_URI);
    await dialog.getByTestId('database-save').click();
    await dialog.getByText('A database with the same name already exists.').waitFor();
    await expect(dialog.getByTestId('database-name').getAttribute('aria-invalid')).resolves.toBe('true');
    // Typing in the field clears its error.
    await dialog.getByTestId('database-name').fill('examples 2');
    await expect(dialog.getByTestId('database-name').getAttribute('aria-invalid')).resolves.toBeNull();
  });

  it('edits a database: the dialog shows its settings and saves changes', async () => {
    const api = await e2e.loupe.login();
    const created = await api.post<{ id: number }>('/api/v1/database/', {
      database_name: 'e2e edit me',
      sqlalchemy_uri: PG_URI,
    });
    expect(created.status).toBe(201);
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/databaseview/list/');
    const row = page.getByTestId('list-row').filter({ hasText: 'e2e edit me' });
    await row.getByTestId('row-edit').click();
    const dialog = page.getByRole('dialog', { name: 'Edit database' });
    await expect(dialog.getByTestId('database-uri').inputValue()).resolves.toBe(PG_URI);
    await dialog.getByTestId('database-name').fill('e2e edited');
    await dialog.getByTestId('database-save').click();
    await page.getByTestId('list-row').filter({ hasText: 'e2e edited' }).waitFor();
    const after = await api.get<{ result: { database_name: string } }>(`/api/v1/database/${created.body.id}`);
    expect(after.body.result.database_name).toBe('e2e edited');
  });

  it('edits with parameters and keeps the stored password the form never shows', async () => {
    const api = await e2e.loupe.login();
    const created = await api.post<{ id: number }>('/api/v1/database/', {
      database_name: 'e2e secret',
      sqlalchemy_uri: 'postgresql://postgres:s3cret@127.0.0.1:5432/test',
    });
    expect(created.status).toBe(201);
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/databaseview/list/?filters=(search:e2e%20secret)');
    await page.getByTestId('list-row').filter({ hasText: 'e2e secret' }).getByTestId('row-edit').click();
    const dialog = page.getByRole('dialog', { name: 'Edit database' });
    await expect(dialog.getByTestId('database-uri').inputValue()).resolves.toBe(
      'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test',
    );
    await dialog.getByRole('radio', { name: 'Enter parameters' }).click();
    await expect(dialog.getByLabel(/^Host/).inputValue()).resolves.toBe('127.0.0.1');
    await expect(dialog.getByLabel(/^Password/).inputValue()).resolves.toBe('');
    await dialog.getByTestId('database-name').fill('e2e secret kept');
    await dialog.getByTestId('database-save').click();
    await page.getByTestId('list-row').filter({ hasText: 'e2e secret kept' }).waitFor();
    const conn = await api.get<{ result: { sqlalchemy_uri: string } }>(
      `/api/v1/database/${created.body.id}/connection`,
    );
    expect(conn.body.result.sqlalchemy_uri).toBe('postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test');
  });

  it('deletes a database only after the typed confirmation and says so', async () => {
    const api = await e2e.loupe.login();
    expect(
      (await api.post('/api/v1/database/', { database_name: 'e2e delete me', sqlalchemy_uri: PG_URI })).status,
    ).toBe(201);
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/databaseview/list/');
    const row = page.getByTestId('list-row').filter({ hasText: 'e2e delete me' });
    await row.getByTestId('row-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByText('Are you sure you want to delete e2e delete me?').waitFor();
    await dialog.getByLabel('Type "DELETE" to confirm').fill('delet');
    await expect(dialog.getByTestId('confirm-delete').isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await dialog.getByTestId('confirm-delete').click();
    await page.locator('.toast__message', { hasText: 'Deleted: e2e delete me' }).waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('a failed delete shows the spec’s toast (a database with datasets stays)', async () => {
    const page = await e2e.newPage({ allowConsole: [/status of 422/] });
    await e2e.login(page, undefined, undefined, '/databaseview/list/');
    const row = page.getByTestId('list-row').filter({ hasText: 'examples' });
    await row.getByTestId('row-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByLabel('Type "DELETE" to confirm').fill('DELETE');
    await dialog.getByTestId('confirm-delete').click();
    await page
      .locator('.toast__message', {
        hasText: 'There was an issue deleting: Cannot delete a database that has datasets attached',
      })
      .waitFor();
    await expect(row.isVisible()).resolves.toBe(true);
  });

  it('"Connect a database" runs from the command palette', async () => {
    const page = await e2e.newPage();
    await e2e.login(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('Connect a database');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Connect a database' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/databaseview/list/');
  });
});
