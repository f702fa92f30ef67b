import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './use-e2e.test-support.ts';

const e2e = useE2E({ examples: true });

const ADMIN_PAGES = ['/users/list/', '/roles/list/', '/rowlevelsecurity/list/'];

/** An API call from the page, as the app makes it (session cookie, CSRF token on writes). */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (method !== 'GET') {
        const csrf = (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
        headers['x-csrftoken'] = csrf.result;
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return res.status;
    },
    { method, path, body },
  );
}

describe('security administration in the browser', () => {
  it('an admin creates a user, a role holding a permission and the user, and a row-level security rule', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, undefined, undefined, '/users/list/');

    // A user, with Gamma.
    await page.getByTestId('add-user').click();
    let dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel(/^First name/).fill('Eve');
    await dialog.getByLabel(/^Last name/).fill('Gamma');
    await dialog.getByLabel(/^Username/).fill('eve');
    await dialog.getByLabel(/^Email/).fill('eve@example.com');
    await dialog.getByTestId('user-roles').getByLabel('Gamma', { exact: true }).check();
    await dialog.getByLabel(/^Password/).fill('eve-password');
    await dialog.getByLabel(/^Confirm password/).fill('eve-password');
    await dialog.getByTestId('user-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    const eveRow = page.getByTestId('list-row').filter({ hasText: 'eve@example.com' });
    await eveRow.waitFor();
    await expect(eveRow.textContent()).resolves.toContain('Gamma');

    // A duplicate username is refused on the field.
    await page.getByTestId('add-user').click();
    dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel(/^First name/).fill('Other');
    await dialog.getByLabel(/^Last name/).fill('Eve');
    await dialog.getByLabel(/^Username/).fill('eve');
    await dialog.getByTestId('user-roles').getByLabel('Gamma', { exact: true }).check();
    await dialog.getByLabel(/^Password/).fill('other-password');
    await dialog.getByLabel(/^Confirm password/).fill('other-password');
    await dialog.getByTestId('user-dialog-save').click();
    await dialog.getByText("A user named 'eve' already exists").waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A role with one permission (found by searching) and eve in it.
    await page.goto('/roles/list/');
    await page.getByTestId('add-role').click();
    dialog = page.getByRole('dialog', { name: 'Add Role' });
    await dialog.getByLabel(/^Role name/).fill('Auditors');
    const perms = dialog.getByTestId('role-permissions');
    await perms.getByRole('searchbox').fill('can read Dataset');
    await perms.getByLabel('can read Dataset', { exact: true }).check();
    await perms.getByRole('searchbox').fill('');
    await dialog.getByTestId('role-users').getByLabel('Eve Gamma (eve)').check();
    await dialog.getByTestId('role-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    const roleRow = page.getByTestId('list-row').filter({ hasText: 'Auditors' });
    await roleRow.waitFor();
    await expect(roleRow.textContent()).resolves.toContain('Eve Gamma (eve)');
    await roleRow.getByText('can read Dataset').waitFor();

    // The built-in Gamma role keeps its name and permissions: no delete, and its dialog offers users only.
    const gammaRow = page.getByTestId('list-row').filter({ hasText: /^Gamma/ });
    await expect(gammaRow.getByTestId('row-delete').count()).resolves.toBe(0);
    await expect(roleRow.getByTestId('row-delete').count()).resolves.toBe(1);
    await gammaRow.getByTestId('row-edit').click();
    dialog = page.getByRole('dialog', { name: 'Edit Role' });
    await dialog.getByText(/Gamma is a built-in role/).waitFor();
    await expect(dialog.getByTestId('role-permissions').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A row-level security rule on one dataset for the new role.
    await page.goto('/rowlevelsecurity/list/');
    // The empty list offers the same button in its empty state.
    await page.getByTestId('add-rule').first().click();
    dialog = page.getByRole('dialog', { name: 'Add Rule' });
    await dialog.getByLabel(/^Rule name/).fill('auditors see CA');
    await dialog.getByRole('radio', { name: 'Base' }).check();
    const tables = dialog.getByTestId('rls-tables');
    await tables.getByRole('searchbox').fill('birth_names');
    await tables.getByRole('checkbox').first().check();
    await dialog.getByTestId('rls-roles').getByLabel('Auditors', { exact: true }).check();
    await dialog.getByLabel(/^Group Key/).fill('region');
    await dialog.getByLabel(/^Clause/).fill("state = 'CA'");
    await dialog.getByTestId('rls-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    const rule = page.getByTestId('list-row').filter({ hasText: 'auditors see CA' });
    await rule.waitFor();
    await expect(rule.textContent()).resolves.toMatch(/Base.*birth_names.*Auditors.*state = 'CA'.*region/);

    // The admin resets eve's password.
    await page.goto('/users/list/');
    await page.getByTestId('list-row').filter({ hasText: 'eve@example.com' }).getByTestId('row-reset-password').click();
    dialog = page.getByRole('dialog', { name: /Reset password/ });
    await dialog.getByLabel(/^New password/).fill('eve-new-password');
    await dialog.getByLabel(/^Confirm password/).fill('eve-new-password');
    await dialog.getByTestId('user-dialog-save').click();
    await page.locator('.toast__message', { hasText: 'Password for eve was updated successfully' }).waitFor();

    // Every one of these writes is in the action log.
    const actions = (await e2e.loupe.loupe.store.db.selectFrom('logs').select('action').orderBy('id').execute()).map(
      (r) => r.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'UserApi.post',
        'RoleApi.post',
        'RoleApi.add_permissions',
        'RoleApi.update_role_users',
        'RLSRestApi.post',
        'UserApi.put',
      ]),
    );
  }, 120_000);

  it('a Gamma user sees no Security menu and is refused every admin page and route', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, 'eve', 'eve-new-password');
    await expect(page.locator('.top-nav').getByText('Security').count()).resolves.toBe(0);

    for (const path of ADMIN_PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await page.getByText('Page not found').waitFor();
    }
    // The API refuses the same user, reads and writes alike.
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/security/users/'],
      ['GET', '/api/v1/security/roles/'],
      ['GET', '/api/v1/security/roles/search/'],
      ['GET', '/api/v1/security/permissions-resources/'],
      ['GET', '/api/v1/rowlevelsecurity/'],
      [
        'POST',
        '/api/v1/security/users/',
        { username: 'x', first_name: 'x', last_name: 'x', roles: [1], password: 'xxxxxx' },
      ],
      ['POST', '/api/v1/security/roles/', { name: 'Mine' }],
      ['PUT', '/api/v1/security/roles/1/users', { user_ids: [] }],
      ['POST', '/api/v1/security/roles/1/permissions', { permission_view_menu_ids: [] }],
    ];
    for (const [method, path, body] of calls)
      await expect(callApi(page, method, path, body), `${method} ${path}`).resolves.toBe(403);
  }, 60_000);

  it('a user changes their own password on the user info page, with the current one', async () => {
    const page = await e2e.newPage();
    await e2e.login(page, 'eve', 'eve-new-password', '/user_info/');
    const info = page.getByTestId('user-info');
    await info.getByText('eve@example.com').waitFor();
    await expect(info.textContent()).resolves.toContain('Gamma');

    await page.getByTestId('me-reset-password').click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByLabel(/^Current password/).fill('wrong-password');
    await dialog.getByLabel(/^New password/).fill('eve-third-password');
    await dialog.getByLabel(/^Confirm password/).fill('eve-third-password');
    await dialog.getByTestId('me-password-save').click();
    await dialog.getByText('The current password is not correct').waitFor();
    await dialog.getByLabel(/^Current password/).fill('eve-new-password');
    await dialog.getByTestId('me-password-save').click();
    await page.locator('.toast__message', { hasText: 'Your password has been changed.' }).waitFor();

    const again = await e2e.newPage();
    await e2e.login(again, 'eve', 'eve-third-password');
  }, 60_000);
});
